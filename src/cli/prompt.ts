// Asking the operator for a value: only when it is missing AND stdin is a terminal. Otherwise
// a missing value is a usage error that names its flag. Passwords are never read from argv:
// a masked prompt, or one line on stdin with --password-stdin.
import { createInterface } from "node:readline";
import { UsageError } from "./output";

export const stdinIsTerminal = () => Boolean(process.stdin.isTTY);

export async function promptLine(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await new Promise<string>((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

/** Reads a line without echoing it (each key shows as *). */
export async function promptSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let value = "";
  try {
    return await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        for (const char of chunk.toString("utf8")) {
          if (char === "\r" || char === "\n") {
            stdin.off("data", onData);
            process.stderr.write("\n");
            return resolve(value);
          }
          if (char === "\u0003") {
            stdin.off("data", onData);
            return reject(new UsageError("cancelled"));
          }
          if (char === "\u007f" || char === "\b") {
            if (value.length) {
              value = value.slice(0, -1);
              process.stderr.write("\b \b");
            }
            continue;
          }
          value += char;
          process.stderr.write("*");
        }
      };
      stdin.on("data", onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

/** A flag's value, or a prompt for it on a terminal, or a usage error naming the flag. */
export async function valueOrPrompt(value: string | undefined, flag: string, label: string): Promise<string> {
  if (value !== undefined) return value;
  if (!stdinIsTerminal()) throw new UsageError(`missing required option ${flag}`);
  return promptLine(`${label}: `);
}

/** The first line of stdin (for --password-stdin). */
export async function readStdinLine(): Promise<string> {
  const text = await new Response(Bun.stdin.stream()).text();
  return text.split(/\r?\n/)[0] ?? "";
}

/**
 * A new password with its confirmation: from stdin's first line (used for both) when
 * --password-stdin is given, else two masked prompts on a terminal.
 */
export async function newPasswordInput(passwordStdin: boolean | undefined): Promise<{ password: string; confirmPassword: string }> {
  if (passwordStdin) {
    const password = await readStdinLine();
    return { password, confirmPassword: password };
  }
  if (!stdinIsTerminal()) throw new UsageError("missing password: pass --password-stdin and write it on standard input");
  const password = await promptSecret("Password: ");
  const confirmPassword = await promptSecret("Confirm password: ");
  return { password, confirmPassword };
}
