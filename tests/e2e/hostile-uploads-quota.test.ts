// A hostile member against the compiled binary (decision 0093). Uploads in flight: with a 20 MB
// quota, 10 uploads of 9.5 MB sent slowly at once are refused but for the 2 that fit, before
// their bodies are read, so their ".part" bytes never pass the quota, none is left, and another
// member's upload goes through meanwhile. Out of descriptors: a server limited to a few
// descriptors (prlimit) and flooded with idle sockets answers an upload 503 with Retry-After,
// not 500, and serves again once they close. Full size: `bun bench/hostile-uploads-quota.ts`.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Socket } from "node:net";
import { OUT_OF_DESCRIPTORS_MESSAGE } from "#shared/errors";
import { anotherMemberWithClaim, memberWithClaim, type Uploader } from "../helpers/member-with-claim";
import { BOUNDARY, multipartBody, pdfOf } from "../helpers/raw-uploads";
import { answerOn, openSocket, partBytes, peakOf, sendSlowUpload } from "../helpers/slow-uploads";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const MB = 1024 * 1024;
const QUOTA_MB = 20;

beforeAll(() => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
});

const uploadTo = (uploader: Uploader, body: Uint8Array<ArrayBuffer>) =>
  fetch(`${uploader.url}/api/claims/${uploader.claimId}/documents`, {
    method: "POST",
    headers: { ...uploader.headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
  });

/** Polls until `settled` holds or 10 s pass. */
async function settles(settled: () => boolean): Promise<boolean> {
  for (const until = Date.now() + 10_000; Date.now() < until; await Bun.sleep(50)) if (settled()) return true;
  return settled();
}

describe("uploads in flight against a 20 MB quota", () => {
  let server: RunningServer;
  let attacker: Uploader;
  let bystander: Uploader;

  beforeAll(async () => {
    server = await startServer({ command: [BINARY], env: { AAN_STORAGE_QUOTA_MB: String(QUOTA_MB) } });
    attacker = await memberWithClaim(server.url, "attacker");
    bystander = await anotherMemberWithClaim(server.url, "bystander");
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("10 slow uploads of 9.5 MB at once: 2 are read, 8 refused before their bodies, .part bytes within the quota, none left", async () => {
    const body = multipartBody([{ name: "big.pdf", bytes: pdfOf(9.5 * MB) }]);
    const peak = peakOf(() => partBytes(server.dataDir, attacker.userId));
    const attack = Array.from({ length: 10 }, () => sendSlowUpload(attacker, body));
    // Meanwhile another member's small upload goes through.
    await Bun.sleep(300);
    const other = await uploadTo(bystander, multipartBody([{ name: "small.pdf", bytes: pdfOf(50_000) }]));
    expect(other.status).toBe(200);
    const answers = await Promise.all(attack);
    const peakBytes = peak.stop();

    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(2);
    expect(refused.map((a) => a.status).filter((status) => status !== 413 && status !== 429)).toEqual([]);
    for (const answer of refused) {
      expect(answer.json).toMatchObject({ success: false });
      if (answer.status === 429) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // Refused on their head: none had sent its whole body when its answer came (had the server
    // read the body first, it would have). How much went out before depends on the sockets'
    // buffers and on how fast a loaded machine answers, so only the whole is the bound.
    expect(Math.max(...refused.map((a) => a.bodyBytesSent))).toBeLessThan(body.byteLength);
    expect(peakBytes).toBeGreaterThan(0);
    expect(peakBytes).toBeLessThanOrEqual(QUOTA_MB * MB);
    const folder = join(server.dataDir, "uploads", attacker.userId);
    expect(await settles(() => readdirSync(folder).every((name) => !name.endsWith(".part")))).toBe(true);
    expect(readdirSync(folder)).toHaveLength(2);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 30_000);
});

describe("a server out of file descriptors", () => {
  const LIMIT = 96;
  let server: RunningServer;
  let uploader: Uploader;

  beforeAll(async () => {
    server = await startServer({ command: ["prlimit", `--nofile=${LIMIT}:${LIMIT}`, BINARY] });
    uploader = await memberWithClaim(server.url, "crowded");
  });
  afterAll(async () => {
    await server?.stop();
  });

  const openDescriptors = () => readdirSync(`/proc/${server.process.pid}/fd`).length;

  test("idle sockets take every descriptor: an upload is 503 with Retry-After, and once they close, health and uploads work again", async () => {
    const body = multipartBody([{ name: "small.pdf", bytes: pdfOf(20_000) }]);
    // A connection the server has taken before the flood: the upload goes on it.
    const kept = await openSocket(server.url);
    kept.write(`GET /api/health HTTP/1.1\r\nhost: ${new URL(server.url).host}\r\n\r\n`);
    expect((await answerOn(kept)).status).toBe(200);

    const idle: Socket[] = [];
    const head = [
      `POST /api/claims/${uploader.claimId}/documents HTTP/1.1`,
      `host: ${new URL(server.url).host}`,
      `content-type: multipart/form-data; boundary=${BOUNDARY}`,
      `content-length: ${body.byteLength}`,
      ...Object.entries(uploader.headers).map(([name, value]) => `${name}: ${value}`),
    ].join("\r\n");
    const statuses: number[] = [];
    try {
      // At the limit the gate's own attempts come and go (it accepts, cannot reach the HTTP server,
      // and closes), so a descriptor may be free for a moment: an upload that finds one is stored
      // (200). Each round tops the flood up again until an upload finds none.
      let refused: Awaited<ReturnType<typeof answerOn>> | undefined;
      for (let round = 0; round < 10 && !refused; round++) {
        for (let n = 0; n < LIMIT + 20 && openDescriptors() < LIMIT; n++) {
          const socket = await openSocket(server.url);
          socket.on("error", () => undefined);
          idle.push(socket);
        }
        expect(await settles(() => openDescriptors() >= LIMIT)).toBe(true);
        const answer = answerOn(kept);
        kept.write(`${head}\r\n\r\n`);
        kept.write(body);
        const received = await answer;
        statuses.push(received.status);
        if (received.status !== 200) refused = received;
      }
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
      expect(refused).toEqual({
        status: 503,
        retryAfter: "5",
        json: { success: false, error: OUT_OF_DESCRIPTORS_MESSAGE, kind: "busy" },
      });
    } finally {
      for (const socket of idle) socket.destroy();
      kept.destroy();
    }

    expect(await settles(() => openDescriptors() < LIMIT - 10)).toBe(true);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await uploadTo(uploader, body)).status).toBe(200);
    expect(server.stderrTail.text.match(/out_of_descriptors/g)).toHaveLength(1);
    expect(server.process.exitCode).toBeNull();
  }, 30_000);
});
