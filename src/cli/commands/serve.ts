// `aan serve`: the web service. Claims the data folder (one server per folder), prints one line
// with the URL once it listens, and returns while the server runs. On SIGINT/SIGTERM it stops
// accepting, lets in-flight requests finish, closes the database and releases the folder.
import { commandLineHasher } from "#core/security/password-hasher";
import type { Command } from "commander";
import { webBuildFolder } from "#core/platform/asset-paths";
import { systemClock } from "#core/platform/clock";
import type { AppContext } from "#core/context";
import { closeDatabase, openDatabase } from "#core/db/db";
import { claimDataFolder } from "#core/platform/serve-lock";
import { isSetupDone } from "#core/admins/admins";
import type { CliRun } from "../cli-run";
import { loadCliConfig, portFromText } from "../cli-context";
import { defineCommand } from "../define-command";
import { UsageError, type Env } from "../output";

type ServeOptions = { port?: string; host?: string; dataDir?: string };

/**
 * Bun's own body limit, a backstop only: the app refuses large bodies itself (413 with our
 * headers) before reading them, and reads no body without a cap (decision 0019).
 */
const BUN_BODY_LIMIT_BYTES = 1024 * 1024 * 1024;

/**
 * Seconds a connection may stay silent (a body that does not move, a client that reads nothing)
 * before the HTTP server closes it; live streams send a heartbeat well within it (decision 0096).
 */
const IDLE_TIMEOUT_SECONDS = 15;

export async function startServer(options: ServeOptions, env: Env) {
  const config = loadCliConfig(
    {
      port: options.port === undefined ? undefined : portFromText(options.port, 0),
      host: options.host,
      dataDir: options.dataDir,
      webRoot: env.AAN_WEB_ROOT ?? webBuildFolder(),
    },
    env,
  );
  const lock = claimDataFolder(config.dataDir);
  let ctx: AppContext | undefined;
  let inner: { stop(closeActive?: boolean): unknown } | undefined;
  let replication: { stop(): Promise<void> } | null = null;
  try {
    const { openConsoleLog } = await import("#core/platform/console-log");
    const log = await openConsoleLog();
    ctx = { db: openDatabase(config.dataDir), clock: systemClock, config, log, passwordHasher: commandLineHasher(env) };
    // Before the first request, while this process alone holds the folder: uploads a crash cut
    // short are completed or removed, so every file has its row and every row its file.
    const { recoverUploads, sweepOrphanObjects } = await import("#core/claims/upload-recovery");
    const uploads = recoverUploads(ctx);
    if (uploads.completed + uploads.removedParts + uploads.removedOrphans > 0) log.info("uploads_recovered", uploads);
    // Deadlines stored by other rule packs than this binary ships (or none yet) are computed again
    // before the first request reads them.
    const { recomputeDeadlinesIfPacksChanged } = await import("#core/deadlines/claim-deadlines");
    const recomputed = recomputeDeadlinesIfPacksChanged(ctx);
    if (recomputed > 0) log.info("deadlines_recomputed", { claims: recomputed });
    if (config.storage) {
      // A store that refuses these credentials or does not answer stops the start here, with its
      // reason, instead of failing every upload later.
      const { documentObjects } = await import("#core/claims/document-objects");
      await documentObjects(ctx)
        .probe()
        .catch((error: unknown) => {
          throw new UsageError(error instanceof Error ? error.message : String(error));
        });
      const removed = await sweepOrphanObjects(ctx, true);
      log.info("storage_ready", { place: config.storage.describe, orphansRemoved: removed });
    }
    // What only this process knows (its transports, backups, proxies), for `aan doctor` and the panel.
    const { reportServerEnvironment } = await import("#core/setup/server-report");
    reportServerEnvironment(ctx);
    // The replica's copier runs before the first request, so no write goes uncopied (decision 0125).
    if (config.replicaUrl) {
      const { startReplication } = await import("#server/replication");
      // No Litestream, or an sftp key that is not there, stops the start with its reason.
      replication = await startReplication(ctx).catch((error: unknown) => {
        throw new UsageError(error instanceof Error ? error.message : String(error));
      });
    }
    // The HTTP stack loads only for `serve`, so admin commands start fast.
    const { createApp } = await import("#server/app");
    const { createServerErrorAnswer } = await import("#server/plugins/error-mapper");
    const { startBackgroundJobs } = await import("#server/background-jobs");
    const { closeThreadStreams, threadEventsOf, STREAMS_PER_HOLDER } = await import("#server/thread-events");
    const { descriptorLimit, serverConnectionCap } = await import("#server/descriptor-budget");
    const { openConnectionGate } = await import("#server/connection-gate");
    const { setGateCounts } = await import("#server/gate-peers");
    const { CapLog } = await import("#server/cap-log");
    const { createScheduledBackups } = await import("#server/scheduled-backups");
    const backups = createScheduledBackups(ctx);
    const app = createApp(ctx, { backups });
    // Elysia's listen keeps the Bun server in its context, so routes can read the socket address.
    // It listens on loopback only: the public port is the connection gate's, which counts each
    // client's connections before passing them on (decision 0096).
    // reusePort off: a second server on a taken port must fail, not share its traffic.
    // development off whatever NODE_ENV says (Elysia derives it from NODE_ENV): Bun's development
    // error page shows paths and source; an error outside the app's handler gets our JSON answer.
    app.listen({
      port: 0,
      hostname: "127.0.0.1",
      maxRequestBodySize: BUN_BODY_LIMIT_BYTES,
      idleTimeout: IDLE_TIMEOUT_SECONDS,
      reusePort: false,
      development: false,
      error: createServerErrorAnswer(log, config.baseUrl),
    });
    const server = app.server;
    if (!server) throw new Error("the HTTP server did not start");
    inner = server;
    const descriptors = descriptorLimit();
    const refusedConnections = new CapLog(ctx, "connection_refused");
    const gate = await openConnectionGate({
      hostname: config.host,
      port: config.port,
      innerPort: server.port!,
      caps: { perAddress: config.connectionsPerAddress, total: serverConnectionCap(descriptors), exempt: config.trustedProxies },
      onRefuse: ({ cap, address }) => refusedConnections.note({ cap, address }),
    });
    setGateCounts(ctx, gate);
    // Each connection and each live stream holds descriptors: the caps are read from the limit in force now.
    log.info("connection_caps", {
      descriptorLimit: descriptors,
      connections: serverConnectionCap(descriptors),
      perAddress: config.connectionsPerAddress,
      liveStreams: threadEventsOf(ctx).serverCap,
      liveStreamsPerHolder: STREAMS_PER_HOLDER,
    });
    // On a port chosen by the system (--port 0) the default base URL names the real one, so links
    // in messages (a password reset) point where the server listens.
    if (!env.AAN_BASE_URL && config.port === 0) config.baseUrl = `http://localhost:${gate.port}`;
    const jobs = startBackgroundJobs(ctx);
    // The start is over once the first maintenance and delivery round is: one full collection
    // then frees what starting left behind (module loading, route registration). An idle server
    // allocates nothing, so nothing else would collect it for a while (decision 0051).
    void jobs.firstRound.then(() => Bun.gc(true));
    const backupTimer = backups.start();
    const started = ctx;
    return {
      ctx,
      app,
      /** The HTTP server, on loopback behind the gate. */
      server,
      /** The public port. */
      gate,
      firstRound: jobs.firstRound,
      async stop() {
        jobs.stop();
        backupTimer.stop();
        gate.close();
        // Live thread streams never end by themselves: closed first, so the stop waits only for real requests.
        closeThreadStreams(started);
        await server.stop(false);
        gate.endAll();
        closeDatabase(started.db);
        // After the last write: Litestream copies what the WAL still holds, then stops.
        await replication?.stop();
        started.log.flush?.();
        lock.release();
      },
    };
  } catch (error) {
    // The public port was taken: the HTTP server behind it must not keep the process alive.
    inner?.stop(true);
    if (ctx) closeDatabase(ctx.db);
    await replication?.stop();
    lock.release();
    throw error;
  }
}

/** Where a person who just started the server goes next. */
export function openLine(baseUrl: string, adminExists: boolean): string {
  return adminExists ? `Open ${baseUrl}/admin to sign in` : `Open ${baseUrl}/admin-setup to create the first admin`;
}

/** How long a stop waits for requests still running before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 3000;

export function registerServeCommand(program: Command, run: CliRun) {
  defineCommand(program, run, {
    name: "serve",
    description: "run the web service (JSON API and the web app)",
    options: [
      ["-p, --port <port>", "port to listen on (env PORT, default 3000)"],
      ["-H, --host <host>", "address to bind (env HOST, default 127.0.0.1)"],
    ],
    audit: null,
    run: async (options: ServeOptions) => {
      const { ctx, gate, stop, firstRound } = await startServer(options, run.env);
      const shownHost = gate.hostname === "0.0.0.0" ? "localhost" : gate.hostname;
      run.out.line(`AAN listening on http://${shownHost}:${gate.port} (data: ${ctx.config.dataDir})`, "plain");
      // After the start's own log lines (the first maintenance round), so the last line a person
      // starting AAN reads is where to go: the first admin's setup page while there is none.
      void firstRound.then(() => run.out.line(openLine(ctx.config.baseUrl, isSetupDone(ctx)), "plain"));
      let stopping = false;
      const shutdown = async (signal: string) => {
        if (stopping) return;
        stopping = true;
        ctx.log.info("shutdown", { signal });
        // In-flight requests get a grace period; one that never ends (a client that stopped
        // sending its body) must not keep the process from stopping.
        setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
        await stop();
        // Nothing is left to run, so the process ends by itself with exit code 0; should a handle
        // linger (an idle keep-alive socket), this unref'd timer ends it anyway.
        setTimeout(() => process.exit(0), 1000).unref();
      };
      process.on("SIGINT", () => void shutdown("SIGINT"));
      process.on("SIGTERM", () => void shutdown("SIGTERM"));
    },
  });
}
