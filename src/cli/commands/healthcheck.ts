// `aan healthcheck`: asks a running server's /api/health; exit 0 when it answers ok.
// The Docker HEALTHCHECK uses it, so the slim image needs no curl.
import type { Command } from "commander";
import { DEFAULT_PORT, parsePort } from "#core/config";

export function registerHealthcheckCommand(program: Command) {
  program
    .command("healthcheck")
    .description("exit 0 when the local server answers /api/health")
    .option("-p, --port <port>", "port of the server (env PORT, default 3000)")
    .action(async (options: { port?: string }) => {
      const port = parsePort(options.port ?? process.env.PORT, DEFAULT_PORT);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
        const body = (await res.json()) as { status?: string };
        if (res.ok && body.status === "ok") process.exit(0);
        console.error(`unhealthy: ${res.status}`);
      } catch (error) {
        console.error(`unhealthy: ${error instanceof Error ? error.message : String(error)}`);
      }
      process.exit(1);
    });
}
