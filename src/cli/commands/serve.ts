// `aan serve`: the web service. Prints one line with the URL once it listens; on SIGINT/SIGTERM
// it stops accepting, lets in-flight requests finish, then closes the database.
import type { Command } from "commander";
import { webBuildFolder } from "#core/asset-paths";
import { systemClock } from "#core/clock";
import { loadConfig, parsePort } from "#core/config";
import type { AppContext } from "#core/context";
import { closeDatabase, openDatabase } from "#core/db";
import { consoleLog } from "#core/log";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants";

type ServeOptions = { port?: string; host?: string; dataDir?: string };

export async function startServer(options: ServeOptions) {
  const config = loadConfig({
    port: options.port === undefined ? undefined : parsePort(options.port, 0),
    host: options.host,
    dataDir: options.dataDir,
    webRoot: process.env.AAN_WEB_ROOT ?? webBuildFolder(),
  });
  const ctx: AppContext = { db: openDatabase(config.dataDir), clock: systemClock, config, log: consoleLog };
  // The HTTP stack loads only for `serve`, so admin commands start fast.
  const { createApp } = await import("#server/app");
  const app = createApp(ctx);
  // Elysia's listen keeps the Bun server in its context, so routes can read the socket address.
  app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_REQUEST_BODY_BYTES });
  const server = app.server;
  if (!server) throw new Error("the HTTP server did not start");
  return { ctx, app, server };
}

export function registerServeCommand(program: Command) {
  program
    .command("serve")
    .description("run the web service (JSON API and the web app)")
    .option("-p, --port <port>", "port to listen on (env PORT, default 3000)")
    .option("-H, --host <host>", "address to bind (env HOST, default 127.0.0.1)")
    .option("-d, --data-dir <dir>", "folder of the database (env AAN_DATA_DIR, default ./data)")
    .action(async (options: ServeOptions) => {
      const { ctx, server } = await startServer(options);
      const shownHost = server.hostname === "0.0.0.0" ? "localhost" : server.hostname;
      console.log(`AAN listening on http://${shownHost}:${server.port} (data: ${ctx.config.dataDir})`);
      let stopping = false;
      const shutdown = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        ctx.log.info("shutdown", { signal });
        await server.stop(false);
        closeDatabase(ctx.db);
        process.exit(0);
      };
      process.on("SIGINT", () => void shutdown("SIGINT"));
      process.on("SIGTERM", () => void shutdown("SIGTERM"));
    });
}
