// `aan healthcheck`: asks a running server's /api/health; exit 0 when it answers ok.
// The Docker HEALTHCHECK uses it, so the slim image needs no curl.
import type { Command } from "commander";
import { DEFAULT_PORT } from "#core/platform/config";
import type { CliRun } from "../cli-run";
import { portFromText } from "../cli-context";
import { defineCommand } from "../define-command";
import { EXIT_REFUSED } from "../output";

export function registerHealthcheckCommand(program: Command, run: CliRun) {
  defineCommand(program, run, {
    name: "healthcheck",
    description: "exit 0 when the local server answers /api/health",
    options: [["-p, --port <port>", "port of the server (env PORT, default 3000)"]],
    audit: null,
    // It asks a running server, whatever folder that server holds.
    dataDir: false,
    run: async (options: { port?: string }) => {
      const port = portFromText(options.port ?? run.env.PORT, DEFAULT_PORT);
      let problem: string;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
        const body = (await res.json()) as { status?: string };
        if (res.ok && body.status === "ok") return;
        problem = String(res.status);
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      run.out.error(`unhealthy: ${problem}`);
      run.exitCode = EXIT_REFUSED;
    },
  });
}
