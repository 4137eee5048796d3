// Commands declared once: the whole `aan` program walked command by command, so a command that
// loses --data-dir, gets it twice or stops answering --json fails here; and defineCommand itself,
// on a small program of its own.
import { describe, expect, test } from "bun:test";
import { Command } from "commander";
import { CliRun } from "./cli-run";
import { defineCommand, requiredOption } from "./define-command";
import { buildProgram } from "./program";
import { jsonForTerminal } from "./terminal-text";

function capture() {
  const stream = { text: "", isTTY: false, write: (chunk: string) => (stream.text += chunk) };
  return stream;
}

const newRun = () => {
  const stdout = capture();
  return { run: new CliRun({ stdout, stderr: capture(), env: {} }), stdout };
};

/** Every command that runs (has no subcommands), by its full name: "codes list", "admin mfa reset". */
function leafCommands(program: Command): Map<string, Command> {
  const leaves = new Map<string, Command>();
  const walk = (command: Command, path: string[]) => {
    if (command.commands.length === 0) leaves.set(path.join(" "), command);
    for (const sub of command.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return leaves;
}

const flagCount = (command: Command, long: string) => command.options.filter((option) => option.long === long).length;

/** The commands that printed one JSON document with --json before they were declared with defineCommand. */
const JSON_COMMANDS = [
  "doctor",
  "setup",
  "stats",
  "storage migrate",
  "codes list",
  "codes generate",
  "codes create",
  "codes extend",
  "codes assign",
  "codes unassign",
  "credibility list",
  "credibility add",
  "credibility edit",
  "credibility delete",
  "credibility import",
  "admin list",
  "admin create",
  "admin passwd",
  "admin rename",
  "admin activate",
  "admin deactivate",
  "admin mfa rule",
  "admin passkeys list",
  "admin passkeys remove",
  "audit",
  "members list",
  "members show",
  "members activate",
  "members deactivate",
  "members set-max-devices",
  "members reset-devices",
  "outbox list",
  "outbox show",
  "outbox retry",
  "subscriptions activate",
  "subscriptions list",
  "subscriptions show",
  "subscriptions cancel",
  "subscriptions payments",
  "plans list",
  "plans set",
  "claims list",
  "claims show",
  "claims status",
  "claims thread",
  "claims reply",
  "claims events",
  "claims event",
  "claims deadlines",
  "deadlines due",
  "requests list",
  "appraisers list",
  "appraisers add",
  "appraisers edit",
  "testimonials list",
  "messages list",
  "settings get",
  "backup",
  "backups",
  "restore",
];

/** The one command that works on no data folder: it asks a running server. */
const WITHOUT_DATA_DIR = ["healthcheck"];

// Without a command line, the program loads every command group.
const leaves = leafCommands(await buildProgram(newRun().run));

describe("the aan program, every command", () => {
  test("the walk sees every command group", () => {
    for (const name of [...JSON_COMMANDS, ...WITHOUT_DATA_DIR, "serve", "dashboard", "codes export", "demo seed"])
      expect(leaves.has(name)).toBe(true);
  });

  test("every data command has exactly one --data-dir (-d); healthcheck has none", () => {
    for (const [name, command] of leaves) {
      const expected = WITHOUT_DATA_DIR.includes(name) ? 0 : 1;
      expect({ name, dataDirFlags: flagCount(command, "--data-dir") }).toEqual({ name, dataDirFlags: expected });
      if (expected) expect(command.options.find((option) => option.long === "--data-dir")!.short).toBe("-d");
    }
  });

  test("every command that printed JSON still accepts --json, once, and no other command gained it", () => {
    const withJson = [...leaves].filter(([, command]) => flagCount(command, "--json") > 0).map(([name]) => name);
    expect(withJson.sort()).toEqual([...JSON_COMMANDS].sort());
    for (const name of JSON_COMMANDS) expect({ name, jsonFlags: flagCount(leaves.get(name)!, "--json") }).toEqual({ name, jsonFlags: 1 });
  });

  test("--data-dir and --json come after the command's own options, as --help always listed them", () => {
    for (const [name, command] of leaves) {
      const flags = command.options.map((option) => option.long);
      const shared = ["--data-dir", "--json"].filter((flag) => flags.includes(flag));
      expect({ name, last: flags.slice(flags.length - shared.length) }).toEqual({ name, last: shared });
    }
  });
});

describe("defineCommand", () => {
  function tool(onRun: (name: string, options: { loud?: boolean }) => { greeting: string } | undefined) {
    const { run, stdout } = newRun();
    const program = new Command().exitOverride();
    const printed: unknown[][] = [];
    defineCommand(program, run, {
      name: "greet <name>",
      description: "say hello",
      options: [["--loud", "shout"], requiredOption("--to <whom>", "who hears it")],
      audit: "codes.generate",
      json: "print the greeting as JSON",
      run: onRun,
      print: (answer, name, options) => {
        printed.push([answer, name, options.loud]);
        run.out.line(answer.greeting);
      },
    });
    const parse = (...argv: string[]) => program.parseAsync(argv, { from: "user" });
    return { run, stdout, program, printed, parse };
  }

  test("the human text by default: print gets the answer, the arguments and the options", async () => {
    const { stdout, printed, parse, run } = tool((name, options) => ({ greeting: `hello ${name}${options.loud ? "!" : ""}` }));
    await parse("greet", "ada", "--loud", "--to", "bob");
    expect(stdout.text).toBe("hello ada!\n");
    expect(printed).toEqual([[{ greeting: "hello ada!" }, "ada", true]]);
    expect(run.auditAction).toBe("codes.generate");
  });

  test("--json: the answer as one JSON document, exactly as out.json writes it, and no human text", async () => {
    const { stdout, printed, parse } = tool((name) => ({ greeting: `hello ${name}` }));
    await parse("greet", "ada", "--to", "bob", "--json");
    expect(stdout.text).toBe(jsonForTerminal({ greeting: "hello ada" }) + "\n");
    expect(printed).toEqual([]);
  });

  test("a run that answers nothing prints nothing, with or without --json", async () => {
    for (const json of [[], ["--json"]]) {
      const { stdout, printed, parse } = tool(() => undefined);
      await parse("greet", "ada", "--to", "bob", ...json);
      expect(stdout.text).toBe("");
      expect(printed).toEqual([]);
    }
  });

  test("--help lists the command's own options, then --as, --data-dir, then --json", () => {
    const { program } = tool(() => undefined);
    expect(program.commands[0]!.options.map((option) => option.flags)).toEqual([
      "--loud",
      "--to <whom>",
      "--as <admin>",
      "-d, --data-dir <dir>",
      "--json",
    ]);
    expect(program.commands[0]!.options[1]!.mandatory).toBe(true);
  });

  test("without json the command has no --json; with dataDir: false no --data-dir and no --as", () => {
    const { run } = newRun();
    const program = new Command();
    const plain = defineCommand(program, run, { name: "plain", audit: null, run: () => undefined });
    const serverless = defineCommand(program, run, { name: "serverless", audit: null, dataDir: false, run: () => undefined });
    expect(plain.options.map((option) => option.long)).toEqual(["--as", "--data-dir"]);
    expect(serverless.options).toEqual([]);
  });
});
