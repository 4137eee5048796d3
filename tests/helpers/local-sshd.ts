// A real OpenSSH server (Debian's openssh-server) for the sftp:// replica: its own host key,
// client key, authorized_keys and sshd_config in a temp folder, on a free high port of loopback,
// run in the foreground as the current user (`sshd -D -e -f CONFIG`). Only key sign-ins.
import { spawn, type Subprocess } from "bun";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./context";

export const SSHD = "/usr/sbin/sshd";
export const SSHD_MISSING = `${SSHD} is missing: install Debian's openssh-server (.ci/run does), the sftp:// replica is tested against a real one`;

export type LocalSshd = { port: number; user: string; keyPath: string; folder: string; stop(): Promise<void> };

function freePort(): number {
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = server.port!;
  server.stop(true);
  return port;
}

/** The current user's name as sshd knows it (Bun's os.userInfo() may say "unknown"). */
function currentUser(): string {
  const id = Bun.spawnSync(["id", "-un"], { stderr: "pipe" });
  if (id.exitCode !== 0) throw new Error(`id -un: ${id.stderr.toString()}`);
  return id.stdout.toString().trim();
}

function keygen(path: string) {
  const made = Bun.spawnSync(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "aan-test", "-f", path], { stderr: "pipe" });
  if (made.exitCode !== 0) throw new Error(`ssh-keygen ${path}: ${made.stderr.toString()}`);
}

export async function startLocalSshd(): Promise<LocalSshd> {
  if (!existsSync(SSHD)) throw new Error(SSHD_MISSING);
  const folder = tempDir("aan-sshd-");
  const hostKey = join(folder, "host_ed25519");
  const keyPath = join(folder, "client_ed25519");
  keygen(hostKey);
  keygen(keyPath);
  writeFileSync(join(folder, "authorized_keys"), readFileSync(`${keyPath}.pub`), { mode: 0o600 });
  // As root, sshd separates privileges and needs the folder its systemd unit would make.
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  const port = freePort();
  const config = join(folder, "sshd_config");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${hostKey}`,
      "PidFile none",
      `AuthorizedKeysFile ${join(folder, "authorized_keys")}`,
      "PubkeyAuthentication yes",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin prohibit-password",
      "UsePAM no",
      // The temp folder is not the user's home: the modes of its parents are not sshd's business here.
      "StrictModes no",
      "Subsystem sftp internal-sftp",
      "LogLevel INFO",
      "",
    ].join("\n"),
  );
  const child: Subprocess<"ignore", "ignore", "pipe"> = spawn([SSHD, "-D", "-e", "-f", config], {
    stdin: "ignore",
    stdout: "ignore",
    stderr: "pipe",
  });
  const said = await listening(child);
  if (!said.ok) throw new Error(`sshd did not start: ${said.text.slice(0, 1000)}`);
  return {
    port,
    user: currentUser(),
    keyPath,
    folder,
    async stop() {
      child.kill("SIGTERM");
      await child.exited;
    },
  };
}

/** Reads sshd's log until it says it listens (or exits, or 10 s pass); keeps draining after. */
async function listening(child: Subprocess<"ignore", "ignore", "pipe">): Promise<{ ok: boolean; text: string }> {
  const reader = child.stderr.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = setTimeout(() => child.kill("SIGKILL"), 10_000);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { ok: false, text };
      text += decoder.decode(value, { stream: true });
      if (/Server listening on 127\.0\.0\.1 port/.test(text)) {
        void (async () => {
          while (!(await reader.read()).done);
        })();
        return { ok: true, text };
      }
    }
  } finally {
    clearTimeout(deadline);
  }
}
