// The Dockerfile, checked on paper and run for real (decision 0046).
//
// On paper (always): the runtime stage runs as a non-root user that owns the data volume, listens
// on all interfaces at the port it EXPOSEs, checks its health with the binary's own command, and
// ships the binary that `npm run build` compiles.
//
// For real (where a container engine can run): image builds cannot pull base images here, so the
// test builds the Dockerfile's runtime stage FROM scratch: the compiled dist/aan, the shared
// libraries `ldd` names and the dynamic loader at their paths, /etc/passwd and /etc/group with the
// Dockerfile's user, the data folder owned by that user, then the runtime stage's own USER, ENV,
// VOLUME, EXPOSE, HEALTHCHECK, ENTRYPOINT and CMD lines, copied verbatim. It starts the image on a
// named volume, waits for /api/health and the HEALTHCHECK, checks the server's uid, creates data,
// starts a new container on the same volume and finds the data there; it replicates with the
// Litestream it carries, and keeps documents and backups in a real s3rver on the host.
//
// Engines tried: docker (with a reachable daemon), then podman with its configured OCI runtime,
// then podman with runc. Where none can build and run an image, the tests are skipped and the
// reasons are printed (docs/decisions/0046, 0059).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { dirname, join } from "node:path";
import { DEFAULT_PORT } from "#core/platform/config";
import { tempDir } from "../helpers/context";
import { memberWithClaim } from "../helpers/member-with-claim";
import { pdfOf } from "../helpers/raw-uploads";
import { S3_KEY, startS3Server } from "../helpers/s3-server";
import { REPO_ROOT } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");

// ── The Dockerfile, parsed ───────────────────────────────────────────────────────────────────────

type Instruction = { keyword: string; args: string; text: string };
type Stage = { from: string; name?: string; instructions: Instruction[] };

/** Stages of a Dockerfile: continuation lines joined, comments and blank lines dropped. */
function parseDockerfile(source: string): Stage[] {
  const stages: Stage[] = [];
  const logical: string[] = [];
  let pending = "";
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (pending === "" && (line === "" || line.startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      pending += line.slice(0, -1) + " ";
      continue;
    }
    logical.push(pending + line);
    pending = "";
  }
  for (const text of logical) {
    const match = /^(\S+)\s*(.*)$/.exec(text)!;
    const instruction = { keyword: match[1]!.toUpperCase(), args: match[2]!, text };
    if (instruction.keyword === "FROM") {
      const [from, as, name] = instruction.args.split(/\s+/);
      stages.push({ from: from!, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** `KEY=value KEY2=value2` of ENV lines (unquoted values, as this Dockerfile writes them). */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter((i) => i.keyword === "ENV")) {
    for (const pair of args.split(/\s+/)) {
      const at = pair.indexOf("=");
      if (at > 0) env[pair.slice(0, at)] = pair.slice(at + 1);
    }
  }
  return env;
}

function only(stage: Stage, keyword: string): Instruction {
  const found = stage.instructions.filter((i) => i.keyword === keyword);
  expect(found.map((i) => i.text)).toHaveLength(1);
  return found[0]!;
}

/** An exec-form argument list (`["aan", "serve"]`); shell form would need a shell the image lacks. */
function execForm(args: string): string[] {
  expect(args.trim().startsWith("[")).toBe(true);
  return JSON.parse(args) as string[];
}

const dockerfile = parseDockerfile(readFileSync(join(REPO_ROOT, "Dockerfile"), "utf8"));
const runtime = dockerfile.at(-1)!;
const build = dockerfile.find((s) => s.name === "build");

/** What the runtime stage promises, read from its lines. */
function runtimeFacts() {
  const user = only(runtime, "USER").args.trim();
  const setup = runtime.instructions
    .filter((i) => i.keyword === "RUN")
    .map((i) => i.args)
    .join(" && ");
  const useradd = /useradd\b[^&]*?--uid\s+(\d+)[^&]*?\s(\S+)\s*(?:&&|$)/.exec(setup);
  const volume = execForm(only(runtime, "VOLUME").args);
  const copies = runtime.instructions
    .filter((i) => i.keyword === "COPY" && i.args.includes("--from=build"))
    .map(
      (copy) =>
        copy.args
          .replace(/--\S+\s*/g, "")
          .trim()
          .split(/\s+/) as [string, string],
    );
  const [copyFrom, copyTo] = copies.find(([from]) => from.endsWith("/dist/aan")) ?? [];
  const [litestreamFrom, litestreamTo] = copies.find(([from]) => from.endsWith("/litestream")) ?? [];
  return {
    user,
    uid: useradd ? Number(useradd[1]) : Number.NaN,
    useraddName: useradd?.[2],
    setup,
    env: envOf(runtime),
    volume,
    expose: only(runtime, "EXPOSE").args.trim(),
    healthcheck: only(runtime, "HEALTHCHECK").args,
    entrypoint: execForm(only(runtime, "ENTRYPOINT").args),
    cmd: execForm(only(runtime, "CMD").args),
    binaryFrom: copyFrom,
    binaryTo: copyTo,
    litestreamFrom,
    litestreamTo,
  };
}

/** Where a file of the build stage (`/src/…`) is on this checkout. */
function hostPathOf(buildPath: string): string {
  const workdir = only(build!, "WORKDIR").args.trim();
  expect(buildPath.startsWith(`${workdir}/`)).toBe(true);
  return join(REPO_ROOT, buildPath.slice(workdir.length + 1));
}

describe("the Dockerfile, on paper", () => {
  test("has a build stage and a runtime stage that ships only the binary and Litestream", () => {
    expect(build).toBeDefined();
    expect(runtime.name).toBe("runtime");
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY");
    expect(copies.map((c) => c.args)).toEqual([expect.stringContaining("--from=build"), expect.stringContaining("--from=build")]);
  });

  test("carries the Litestream program npm ci installs, beside aan where `aan serve` looks for it", () => {
    const facts = runtimeFacts();
    const workdir = only(build!, "WORKDIR").args.trim();
    expect(facts.litestreamFrom).toBe(`${workdir}/node_modules/@flydotio/litestream-linux-x64/litestream`);
    expect(dirname(facts.litestreamTo!)).toBe(dirname(facts.binaryTo!));
    expect(readFileSync(join(REPO_ROOT, "src/core/platform/litestream.ts"), "utf8")).toContain(
      'join(dirname(process.execPath), "litestream")',
    );
    // Static: it needs none of the libraries the image does not carry.
    expect(existsSync(hostPathOf(facts.litestreamFrom!))).toBe(true);
  });

  test("runs as a non-root user (a uid other than 0) that owns the data folder", () => {
    const facts = runtimeFacts();
    expect(facts.user).not.toMatch(/^(root|0)(:.*)?$/);
    expect(facts.useraddName).toBe(facts.user);
    expect(facts.uid).toBeGreaterThan(0);
    const dataDir = facts.env.AAN_DATA_DIR!;
    expect(facts.setup).toContain(`mkdir -p ${dataDir}`);
    expect(facts.setup).toMatch(new RegExp(`chown ${facts.user}(:${facts.user})? ${dataDir}(\\s|$)`));
  });

  test("keeps the database in a VOLUME at the data folder the server is told to use", () => {
    const facts = runtimeFacts();
    expect(facts.env.AAN_DATA_DIR).toBeDefined();
    expect(facts.volume).toEqual([facts.env.AAN_DATA_DIR!]);
  });

  test("listens on all interfaces at the port it EXPOSEs, the app's default port", () => {
    const facts = runtimeFacts();
    expect(facts.env.HOST).toBe("0.0.0.0");
    expect(facts.env.PORT).toBe(String(DEFAULT_PORT));
    expect(facts.expose).toBe(facts.env.PORT!);
  });

  test("checks its health with the binary's own `healthcheck` command (no shell, no curl)", () => {
    const facts = runtimeFacts();
    const at = facts.healthcheck.indexOf("CMD");
    expect(at).toBeGreaterThan(-1);
    const command = execForm(facts.healthcheck.slice(at + 3));
    expect(command).toEqual([facts.entrypoint[0]!, "healthcheck"]);
    // The compiled binary has that command.
    const help = Bun.spawnSync([BINARY, "healthcheck", "--help"]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout.toString()).toStartWith("Usage: aan healthcheck");
    // The check reads PORT as `serve` does, so it asks the port the server listens on.
    expect(readFileSync(join(REPO_ROOT, "src/cli/commands/healthcheck.ts"), "utf8")).toContain("run.env.PORT");
  });

  test("ships the binary `npm run build` compiles, on PATH, and serves by default", () => {
    const facts = runtimeFacts();
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    // npm ci brings Bun itself (the `bun` devDependency); `npm run build` ends in build-binary.ts.
    expect(pkg.devDependencies?.bun).toBeDefined();
    expect(build!.instructions.map((i) => i.text)).toContain("RUN npm ci --no-audit --no-fund");
    expect(build!.instructions.map((i) => i.text)).toContain("RUN npm run build");
    expect(pkg.scripts.build).toContain("build:binary");
    expect(pkg.scripts["build:binary"]).toContain("scripts/build-binary.ts");
    const outfile = /outfile:\s*"([^"]+)"/.exec(readFileSync(join(REPO_ROOT, "scripts/build-binary.ts"), "utf8"))?.[1];
    expect(outfile).toBe("dist/aan");
    const workdir = only(build!, "WORKDIR").args.trim();
    expect(facts.binaryFrom).toBe(`${workdir}/${outfile}`);
    expect(facts.binaryTo).toBe("/usr/local/bin/aan");
    expect(facts.entrypoint).toEqual(["aan"]); // /usr/local/bin is on the image's default PATH
    expect(facts.cmd).toEqual(["serve"]);
  });

  test(".dockerignore keeps the host's modules, build output and data out of the build", () => {
    const ignored = readFileSync(join(REPO_ROOT, ".dockerignore"), "utf8")
      .split("\n")
      .map((l) => l.trim());
    for (const path of ["node_modules", "dist", "data", ".git"]) expect(ignored).toContain(path);
  });
});

// ── An engine, if one can run here ───────────────────────────────────────────────────────────────

type Engine = "docker" | "podman";
type Ran = { code: number; stdout: string; stderr: string };

async function sh(cmd: string[], options: { stdin?: string; timeoutMs?: number } = {}): Promise<Ran> {
  let child;
  try {
    child = Bun.spawn(cmd, {
      stdin: options.stdin === undefined ? "ignore" : new Blob([options.stdin]),
      stdout: "pipe",
      stderr: "pipe",
      timeout: options.timeoutMs ?? 60_000,
      killSignal: "SIGKILL",
    });
  } catch (error) {
    return { code: 127, stdout: "", stderr: error instanceof Error ? error.message : String(error) };
  }
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  const timedOut = child.signalCode === "SIGKILL" ? ` (killed after ${options.timeoutMs ?? 60_000} ms)` : "";
  return { code, stdout, stderr: stderr + timedOut };
}

/** The first lines of an engine's complaint, without podman's systemd-timer noise. */
function why(ran: Ran): string {
  const lines = `${ran.stderr}\n${ran.stdout}`
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.includes('level=error msg="Removing timer') && !l.includes("unable to get systemd connection"));
  return `exit ${ran.code}: ${lines.slice(0, 3).join(" | ") || "(no output)"}`;
}

/**
 * Extra `run` flags per engine. Podman sets RLIMIT_NOFILE/NPROC in every container; where the
 * engine lacks CAP_SYS_RESOURCE (a root that is not all-powerful, as on this project's machines)
 * raising them is refused, so the test asks for limits no higher than the caller's own.
 */
function runFlags(engine: Engine): string[] {
  if (engine === "docker") return [];
  const limits = readFileSync("/proc/self/limits", "utf8");
  const hardNofile = /Max open files\s+\S+\s+(\d+)/.exec(limits)?.[1] ?? "1024";
  return ["--ulimit", `nofile=${hardNofile}:${hardNofile}`, "--ulimit", "nproc=4096:4096"];
}

/** Shared libraries and the loader of dist/aan, as `ldd` names them (absolute paths). */
async function libraries(): Promise<string[]> {
  const ldd = await sh(["ldd", BINARY], { timeoutMs: 10_000 });
  if (ldd.code !== 0) throw new Error(`ldd ${BINARY}: ${why(ldd)}`);
  return [...ldd.stdout.matchAll(/(?:=>\s*)?(\/\S+)\s+\(0x/g)].map((m) => m[1]!);
}

/**
 * A build folder whose Dockerfile is the runtime stage FROM scratch. The files go in one tar
 * (ADD keeps its owners, so no root is needed to make the data folder belong to the user).
 */
async function runtimeContext(): Promise<string> {
  const facts = runtimeFacts();
  const folder = tempDir("aan-image-");
  const root = join(folder, "rootfs");
  const put = (path: string, from: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(from, join(root, path)); // follows symlinks: the loader is one on Debian
  };
  put(facts.binaryTo!, BINARY);
  chmodSync(join(root, facts.binaryTo!), 0o755);
  put(facts.litestreamTo!, hostPathOf(facts.litestreamFrom!));
  chmodSync(join(root, facts.litestreamTo!), 0o755);
  for (const lib of await libraries()) put(lib, lib);
  mkdirSync(join(root, "etc"), { recursive: true });
  writeFileSync(
    join(root, "etc/passwd"),
    `root:x:0:0:root:/root:/usr/sbin/nologin\n${facts.user}:x:${facts.uid}:${facts.uid}::${facts.env.AAN_DATA_DIR}:/usr/sbin/nologin\n`,
  );
  writeFileSync(join(root, "etc/group"), `root:x:0:\n${facts.user}:x:${facts.uid}:\n`);
  mkdirSync(join(root, "tmp"), { recursive: true });
  chmodSync(join(root, "tmp"), 0o1777); // as in Debian: every user may write there (Litestream's configuration goes there)
  const dataDir = facts.env.AAN_DATA_DIR!.replace(/^\//, "");
  mkdirSync(join(root, dataDir), { recursive: true });
  const tar = join(folder, "rootfs.tar");
  const everything = ["usr", "lib", "lib64", "etc", "tmp"].filter((p) => existsSync(join(root, p)));
  const owned = ["--numeric-owner", "--owner=0", "--group=0"];
  for (const step of [
    ["tar", "-C", root, ...owned, "-cf", tar, ...everything],
    ["tar", "-C", root, "--numeric-owner", `--owner=${facts.uid}`, `--group=${facts.uid}`, "-rf", tar, dataDir],
  ]) {
    const ran = await sh(step, { timeoutMs: 60_000 });
    if (ran.code !== 0) throw new Error(`${step.join(" ")}: ${why(ran)}`);
  }
  rmSync(root, { recursive: true, force: true });
  const kept = runtime.instructions.filter((i) => !["RUN", "COPY", "ADD"].includes(i.keyword)).map((i) => i.text);
  writeFileSync(join(folder, "Dockerfile"), ["FROM scratch", "ADD rootfs.tar /", ...kept, ""].join("\n"));
  writeFileSync(join(folder, ".dockerignore"), "rootfs\n");
  return folder;
}

/** One way to run an engine: its command line (with any global flags) and how the test names it. */
type Candidate = { engine: Engine; command: string[]; label: string; version: string };
type Probe = Candidate & { image: string; context: string; passedOver: string[] };

const SUFFIX = `${process.pid}-${Date.now().toString(36)}`;

/**
 * The engines installed here, in the order they are tried. Podman first with its configured OCI
 * runtime, then with runc when that is another: Debian's podman prefers crun, which refuses a host
 * with cgroup v1 controllers ("cgroups in hybrid mode not supported"), where runc runs
 * (docs/decisions/0059).
 */
async function candidates(reasons: string[]): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const docker = await sh(["docker", "version", "--format", "{{.Server.Version}}"], { timeoutMs: 5_000 });
  if (docker.code === 0) found.push({ engine: "docker", command: ["docker"], label: "docker", version: docker.stdout.trim() });
  else reasons.push(`docker: ${why(docker)}`);
  const podman = await sh(["podman", "version", "--format", "{{.Version}}"], { timeoutMs: 5_000 });
  if (podman.code !== 0) {
    reasons.push(`podman: ${why(podman)}`);
    return found;
  }
  const version = podman.stdout.trim();
  const runtime =
    (await sh(["podman", "info", "--format", "{{.Host.OCIRuntime.Name}}"], { timeoutMs: 15_000 })).stdout.trim() || "its default runtime";
  found.push({ engine: "podman", command: ["podman"], label: `podman (${runtime})`, version });
  if (runtime !== "runc")
    found.push({ engine: "podman", command: ["podman", "--runtime", "runc"], label: "podman --runtime runc", version });
  return found;
}

async function findEngine(): Promise<Probe | { reasons: string[] }> {
  const reasons: string[] = [];
  const found = await candidates(reasons);
  if (found.length === 0) return { reasons };

  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  const context = await runtimeContext();
  const loader = (await libraries()).find((l) => /\/ld-linux[^/]*\.so/.test(l));
  const image = `localhost/aan-container-test:${SUFFIX}`;
  const built = new Map<Engine, boolean>(); // one build per engine: its runtimes share the image store
  let chosen: Probe | undefined;
  for (const candidate of found) {
    const { engine, command, label } = candidate;
    if (!built.has(engine)) {
      const format = engine === "podman" ? ["--format", "docker"] : []; // keeps HEALTHCHECK
      const build = await sh([...command, "build", ...format, "-q", "-t", image, context], { timeoutMs: 180_000 });
      built.set(engine, build.code === 0);
      if (build.code !== 0) reasons.push(`${label}: build of a FROM scratch image failed, ${why(build)}`);
    }
    if (!built.get(engine)) continue;
    // The trivial run: the dynamic loader alone, inside the image (no network, no volume), so that
    // "the engine cannot run anything here" (a skip) is told from "the image is broken" (a failure).
    const trivial = await sh(
      [
        ...command,
        "run",
        "--rm",
        ...runFlags(engine),
        "--network",
        "none",
        "--entrypoint",
        loader ?? "/lib64/ld-linux-x86-64.so.2",
        image,
        "--version",
      ],
      { timeoutMs: 30_000 },
    );
    if (trivial.code === 0) {
      chosen = { ...candidate, image, context, passedOver: [...reasons] };
      break;
    }
    reasons.push(`${label}: cannot run a container, ${why(trivial)}`);
  }
  for (const [engine, ok] of built) {
    if (ok && engine !== chosen?.engine) await sh([engine, "rmi", "-f", image], { timeoutMs: 30_000 });
  }
  if (chosen) return chosen;
  rmSync(context, { recursive: true, force: true });
  return { reasons };
}

const probe = await findEngine();
const engine = "engine" in probe ? probe.engine : undefined;
if ("reasons" in probe) {
  console.log(`container.test.ts: SKIPPED the container run, no engine can run here:\n  ${probe.reasons.join("\n  ")}`);
} else {
  const passedOver = probe.passedOver.length ? `; passed over:\n  ${probe.passedOver.join("\n  ")}` : "";
  const size = await sh([...probe.command, "image", "inspect", "--format", "{{.Size}}", probe.image], { timeoutMs: 10_000 });
  const mib = (Number(size.stdout.trim()) / 1048576).toFixed(1);
  console.log(`container.test.ts: running the image (${mib} MiB) with ${probe.label} ${probe.version}${passedOver}`);
}

// ── The image, for real ──────────────────────────────────────────────────────────────────────────

describe.skipIf(engine === undefined)("the runtime image, run by a container engine", () => {
  const run = probe as Probe;
  let facts: ReturnType<typeof runtimeFacts>;
  const volume = `aan-container-test-${SUFFIX}`;
  const containers: string[] = [];
  let port = 0;
  let url = "";

  /** A free port on this host (the containers share the host's network). */
  function freePort(): number {
    const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
    const chosen = server.port!;
    server.stop(true);
    return chosen;
  }

  /** `extra`: more `run` flags (environment, volumes). */
  async function start(extra: string[] = []): Promise<string> {
    const name = `aan-container-test-${SUFFIX}-${containers.length}`;
    containers.push(name);
    const health = run.engine === "docker" ? ["--health-interval", "1s"] : [];
    // Host networking: no port publishing (no bridge, no iptables needed); PORT moves the server
    // off 3000, which another process on this machine may hold. HOST and the data folder stay the image's.
    const started = await sh(
      [
        ...run.command,
        "run",
        "-d",
        "--name",
        name,
        ...runFlags(run.engine),
        ...health,
        "--network",
        "host",
        "-e",
        `PORT=${port}`,
        "-v",
        `${volume}:${facts.env.AAN_DATA_DIR}`,
        ...extra,
        run.image,
      ],
      { timeoutMs: 60_000 },
    );
    if (started.code !== 0) throw new Error(`${run.label} run: ${why(started)}`);
    await waitForHealth(name);
    return name;
  }

  async function waitForHealth(name: string) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      const state = await sh([...run.command, "inspect", "-f", "{{.State.Status}}", name], { timeoutMs: 10_000 });
      if (state.stdout.trim() === "exited") break;
      await Bun.sleep(200);
    }
    const logs = await sh([...run.command, "logs", name], { timeoutMs: 10_000 });
    throw new Error(`${name} never answered /api/health:\n${logs.stdout}${logs.stderr}`);
  }

  async function inspect(name: string, format: string): Promise<string> {
    const ran = await sh([...run.command, "inspect", "-f", format, name], { timeoutMs: 10_000 });
    expect(ran.code).toBe(0);
    return ran.stdout.trim();
  }

  // Hooks only where the tests run: a skipped describe would list them as unnamed skipped tests.
  if (engine !== undefined)
    beforeAll(async () => {
      facts = runtimeFacts();
      port = freePort();
      url = `http://127.0.0.1:${port}`;
      const created = await sh([...run.command, "volume", "create", volume], { timeoutMs: 30_000 });
      if (created.code !== 0) throw new Error(`${run.label} volume create: ${why(created)}`);
      await start();
    });

  if (engine !== undefined)
    afterAll(async () => {
      for (const name of containers) await sh([...run.command, "rm", "-f", name], { timeoutMs: 30_000 });
      await sh([...run.command, "volume", "rm", "-f", volume], { timeoutMs: 30_000 });
      await sh([...run.command, "rmi", "-f", run.image], { timeoutMs: 60_000 });
      rmSync(run.context, { recursive: true, force: true });
    });

  test("starts and answers /api/health, on every interface of the host", async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
    // HOST=0.0.0.0: the server answers on the host's other addresses too, not only on loopback.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal);
    if (outside) expect((await fetch(`http://${outside.address}:${port}/api/health`)).status).toBe(200);
  });

  test("passes its own HEALTHCHECK (`aan healthcheck` inside the image)", async () => {
    if (run.engine === "podman") {
      // Podman runs healthchecks from systemd timers; run the image's check once by hand.
      const checked = await sh([...run.command, "healthcheck", "run", containers[0]!], { timeoutMs: 30_000 });
      expect(why(checked)).toStartWith("exit 0");
      return;
    }
    const deadline = Date.now() + 20_000;
    let status = "";
    while (Date.now() < deadline && status !== "healthy") {
      status = await inspect(containers[0]!, "{{.State.Health.Status}}");
      if (status !== "healthy") await Bun.sleep(500);
    }
    expect(status).toBe("healthy");
  });

  test("runs the server as the Dockerfile's non-root user", async () => {
    expect(await inspect(containers[0]!, "{{.Config.User}}")).toBe(facts.user);
    const pid = await inspect(containers[0]!, "{{.State.Pid}}");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual([...facts.entrypoint, ...facts.cmd, ""]);
    const [real, effective, saved, fs] = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status)!.slice(1).map(Number);
    expect({ real, effective, saved, fs }).toEqual({ real: facts.uid, effective: facts.uid, saved: facts.uid, fs: facts.uid });
    expect(facts.uid).not.toBe(0);
  });

  test("keeps its data in the volume across a new container", async () => {
    const password = "container-test-secret-9";
    const setup = await sh(
      [
        ...run.command,
        "exec",
        "-i",
        containers[0]!,
        "aan",
        "setup",
        "--username",
        "chief",
        "--full-name",
        "Dana Chief",
        "--password-stdin",
      ],
      { stdin: `${password}\n`, timeoutMs: 30_000 },
    );
    expect(why(setup)).toStartWith("exit 0");
    expect(setup.stdout).toContain("SYSTEM INITIALIZED: super admin chief");

    const stopped = await sh([...run.command, "stop", "-t", "10", containers[0]!], { timeoutMs: 30_000 });
    expect(stopped.code).toBe(0);
    // SIGTERM to PID 1 is handled: a clean exit, not a kill after the grace period.
    expect(await inspect(containers[0]!, "{{.State.ExitCode}}")).toBe("0");
    await sh([...run.command, "rm", containers[0]!], { timeoutMs: 30_000 });

    const second = await start();
    const login = await fetch(`${url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "chief", password }),
    });
    expect(login.status).toBe(200);
    const admins = await sh([...run.command, "exec", second, "aan", "admin", "list", "--json"], { timeoutMs: 30_000 });
    expect(why(admins)).toStartWith("exit 0");
    expect((JSON.parse(admins.stdout) as { admins: { username: string }[] }).admins.map((a) => a.username)).toEqual(["chief"]);
  });
  test("replicates its database with the Litestream it carries (AAN_REPLICA_URL=file://…) and says the replica is current", async () => {
    for (const name of containers) await sh([...run.command, "rm", "-f", name], { timeoutMs: 30_000 });
    // The replica's folder is the host's, mounted into the container: its files are read from here.
    const replica = tempDir("aan-image-replica-");
    chmodSync(replica, 0o777); // the image's user (uid 10001) writes there
    const name = await start(["-e", "AAN_REPLICA_URL=file:///replica", "-v", `${replica}:/replica`]);
    const deadline = Date.now() + 30_000;
    let health: { replica?: { state: string; lastSyncAt: string | null } } = {};
    while (Date.now() < deadline) {
      health = (await (await fetch(`${url}/api/health`)).json()) as typeof health;
      if (health.replica?.lastSyncAt) break;
      await Bun.sleep(250);
    }
    expect(health.replica).toMatchObject({ state: "current", lastSyncAt: expect.any(String) });
    const generations = readdirSync(join(replica, "generations"));
    expect(generations).toHaveLength(1);
    expect(readdirSync(join(replica, "generations", generations[0]!, "snapshots")).length).toBeGreaterThan(0);
    // Litestream runs inside the container as the server's child, as the same non-root user, told
    // where the replica is by its configuration file, not on a command line every user can read.
    const top = await sh([...run.command, "top", name, "user", "args"], { timeoutMs: 10_000 });
    expect(top.stdout).toMatch(
      new RegExp(`\\n${facts.user}\\s+\\S*litestream replicate -config /tmp/aan-litestream-\\d+-\\w+/litestream\\.yml -no-expand-env`),
    );
    expect(top.stdout).not.toContain("file:///replica");
  });

  test("keeps documents in S3-compatible storage (AAN_STORAGE_URL) and backs up to it (AAN_BACKUP_URL)", async () => {
    for (const name of containers) await sh([...run.command, "rm", "-f", name], { timeoutMs: 30_000 });
    // A real s3rver on the host's loopback, which the container shares (host networking); a
    // fresh data folder of the host's, so the first admin is set up over HTTP as on a new install.
    const s3 = await startS3Server();
    try {
      const data = tempDir("aan-image-data-");
      chmodSync(data, 0o777); // the image's user (uid 10001) writes there
      const name = await start([
        "-e",
        "AAN_DATA_DIR=/fresh",
        "-v",
        `${data}:/fresh`,
        "-e",
        `AAN_STORAGE_URL=${s3.url("image/")}`,
        "-e",
        `AAN_BACKUP_URL=${s3.url("image-backups/")}`,
      ]);
      const uploader = await memberWithClaim(url, "imaged");
      const bytes = pdfOf(200_000);
      const form = new FormData();
      form.append("files", new Blob([bytes]), "Roof estimate.pdf");
      const uploaded = await fetch(`${url}/api/claims/${uploader.claimId}/documents`, {
        method: "POST",
        headers: uploader.headers,
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const [doc] = ((await uploaded.json()) as { documents: Array<{ id: string }> }).documents;
      const bucket = new Bun.S3Client({ endpoint: s3.endpoint, bucket: s3.bucket, region: "us-east-1", ...S3_KEY });
      expect((await bucket.file(`image/uploads/${uploader.userId}/${doc!.id}`).stat()).size).toBe(bytes.length);
      expect(readdirSync(join(data, "uploads", uploader.userId))).toEqual([]);
      const download = await fetch(`${url}/api/documents/${doc!.id}`, { headers: uploader.headers });
      expect(download.status).toBe(200);
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

      // `aan backup` inside the container reads AAN_BACKUP_URL from the container's environment.
      const backup = await sh([...run.command, "exec", name, "aan", "backup", "--json"], { timeoutMs: 60_000 });
      expect(why(backup)).toStartWith("exit 0");
      const taken = JSON.parse(backup.stdout) as { file: string; bytes: number };
      expect(taken.file).toStartWith(`s3://${s3.bucket}/image-backups/aan-backup-`);
      expect((await bucket.file(taken.file.slice(`s3://${s3.bucket}/`.length)).stat()).size).toBe(taken.bytes);
    } finally {
      await s3.stop();
    }
  });
});
