// Asking the operator for a value: only when it is missing AND stdin is a terminal. Otherwise
// a missing value is a usage error that names its flag. Passwords are never read from argv:
// a masked prompt, or one line on stdin with --password-stdin.
import { nodeStreamOf, UsageError, type OutputStream } from "./output";

/** Standard input of a run: the process's own (a terminal, a pipe, a file), or a fixed text in tests. */
export type InputSource = NodeJS.ReadStream | string | undefined;

/** All of stdin. Missing stdin reads as empty, like /dev/null. */
async function readAll(stdin: InputSource): Promise<string> {
  if (stdin === undefined || typeof stdin === "string") return stdin ?? "";
  // Bun.stdin reads fd 0 whatever it is (pipe, file, /dev/null) and ends cleanly.
  if (stdin === process.stdin) return new Response(Bun.stdin.stream()).text();
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** `stdinOf` is asked only when a prompt needs stdin: building process.stdin costs a start time. */
export function createPrompts(stdinOf: () => InputSource, stderr: OutputStream) {
  const isTerminal = () => {
    const stdin = stdinOf();
    return typeof stdin === "object" && Boolean(stdin.isTTY);
  };

  function terminal(): NodeJS.ReadStream {
    const stdin = stdinOf();
    if (typeof stdin !== "object" || !stdin.isTTY) throw new UsageError("no terminal to ask on");
    return stdin;
  }

  async function line(question: string): Promise<string> {
    // Loaded when a question is asked: node:readline costs every other command's start ~3-10 ms.
    const { createInterface } = await import("node:readline");
    const rl = createInterface({ input: terminal(), output: nodeStreamOf(stderr) });
    try {
      return await new Promise<string>((resolve) => rl.question(question, resolve));
    } finally {
      rl.close();
    }
  }

  /** Reads a line without echoing it (each key shows as *). */
  async function secret(question: string): Promise<string> {
    const input = terminal();
    stderr.write(question);
    input.setRawMode(true);
    input.resume();
    let value = "";
    try {
      return await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          for (const char of chunk.toString("utf8")) {
            if (char === "\r" || char === "\n") {
              input.off("data", onData);
              stderr.write("\n");
              return resolve(value);
            }
            if (char === "\u0003") {
              input.off("data", onData);
              return reject(new UsageError("cancelled"));
            }
            if (char === "\u007f" || char === "\b") {
              if (value.length) {
                value = value.slice(0, -1);
                stderr.write("\b \b");
              }
              continue;
            }
            value += char;
            stderr.write("*");
          }
        };
        input.on("data", onData);
      });
    } finally {
      input.setRawMode(false);
      input.pause();
    }
  }

  return {
    isTerminal,
    line,
    /** Everything written on standard input (a message given as `-`, so it never sits in the process list). */
    stdinText: () => readAll(stdinOf()),

    /** A flag's value, or a prompt for it on a terminal, or a usage error naming the flag. */
    async valueOrPrompt(value: string | undefined, flag: string, label: string): Promise<string> {
      if (value !== undefined) return value;
      if (!isTerminal()) throw new UsageError(`missing required option ${flag}`);
      return line(`${label}: `);
    },

    /**
     * A new password with its confirmation: from stdin's first line (used for both) when
     * --password-stdin is given, else two masked prompts on a terminal.
     */
    async newPassword(passwordStdin: boolean | undefined): Promise<{ password: string; confirmPassword: string }> {
      if (passwordStdin) {
        const password = (await readAll(stdinOf())).split(/\r?\n/)[0] ?? "";
        return { password, confirmPassword: password };
      }
      if (!isTerminal()) throw new UsageError("missing password: pass --password-stdin and write it on standard input");
      const password = await secret("Password: ");
      const confirmPassword = await secret("Confirm password: ");
      return { password, confirmPassword };
    },
  };
}

export type Prompts = ReturnType<typeof createPrompts>;
