// The compiled binary with its stderr a pipe that nobody reads (a stuck log shipper, a paused
// `docker logs`): the server keeps answering every request; the log lines that do not fit are
// dropped, counted in /metrics, and told in a notice once the pipe is read again, after the lines
// kept, which come out whole and in order.
import { afterAll, expect, test } from "bun:test";
import { closeSync, existsSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";
import { readUntil, unreadPipe } from "../helpers/unread-pipe";

const BINARY = join(REPO_ROOT, "dist/aan");
const TOKEN = "metrics-token-for-the-log-test";
/** Requests sent at once: the flood comes in rounds of this many. */
const AT_ONCE = 50;
/** The most requests sent: ten times what the pipe and the log's buffer hold of request lines. */
const MOST_REQUESTS = 100_000;
/**
 * A request not answered by then is a stalled server (an answer takes milliseconds): the test
 * fails with the request named rather than waiting out its own time limit.
 */
const STALLED_MS = 30_000;

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

async function droppedLinesMetric(url: string): Promise<number> {
  const scrape = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(scrape.status).toBe(200);
  const line = (await scrape.text()).split("\n").find((text) => text.startsWith("aan_log_lines_dropped_total "));
  return Number(line?.split(" ")[1]);
}

test("a stderr pipe nobody reads never stops the server; read later, it gives whole lines in order, then the count of those dropped", async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  const pipe = unreadPipe();
  server = await startServer({ command: [BINARY], stderr: pipe.writer, env: { AAN_METRICS_TOKEN: TOKEN } });
  closeSync(pipe.writer);
  const { url } = server;

  // Health checks and 404s until the log has dropped lines, and a round more: every one answered.
  let sent = 0;
  let roundsAfterDrops = 0;
  while (roundsAfterDrops < 2 && sent < MOST_REQUESTS) {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => {
        const path = (sent + i) % 2 === 0 ? "/api/health" : `/api/no-such-path-${sent + i}`;
        return fetch(`${url}${path}`, { signal: AbortSignal.timeout(STALLED_MS) }).then(
          (reply) => reply.status,
          () => `request ${sent + i} (${path}) not answered`,
        );
      }),
    );
    expect(answers.filter((status) => status !== 200 && status !== 404)).toEqual([]);
    sent += AT_ONCE;
    if (sent % 1000 === 0 && (await droppedLinesMetric(url)) > 0) roundsAfterDrops++;
  }
  // Still answering, the pipe still unread.
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
  const droppedBeforeReading = await droppedLinesMetric(url);
  expect(droppedBeforeReading).toBeGreaterThan(0);

  // The reader comes back: the lines kept come out, then the notice.
  const text = await readUntil(pipe.reader, (read) => /"event":"log_lines_dropped".*\n/.test(read));
  const lines = text.split("\n");
  const noticeAt = lines.findIndex((line) => line.includes('"event":"log_lines_dropped"'));
  const kept = lines.slice(0, noticeAt).map((line) => JSON.parse(line) as { event: string; time: string; route?: string });
  const notice = JSON.parse(lines[noticeAt]!) as { level: string; event: string; count: number };
  expect(notice).toMatchObject({ level: "warn", event: "log_lines_dropped" });
  // The scrapes after the last count seen were logged (and dropped) too.
  expect(notice.count).toBeGreaterThanOrEqual(droppedBeforeReading);
  const requestLines = kept.filter((line) => line.event === "request");
  expect(requestLines.length).toBeGreaterThan(1000);
  expect(requestLines.map((line) => line.route)).toContain("/api/health");
  // In the order written, and every request told: a line kept, or counted among the dropped.
  expect(kept.map((line) => line.time)).toEqual(kept.map((line) => line.time).toSorted());
  expect(requestLines.length + notice.count).toBeGreaterThanOrEqual(sent);

  // Written at once again: the line of the next request arrives.
  const next = await fetch(`${url}/api/health`);
  const id = next.headers.get("x-request-id")!;
  const after = await readUntil(pipe.reader, (read) => new RegExp(`${id}.*\\n`).test(read));
  const line = after.split("\n").find((text) => text.includes(id))!;
  expect(JSON.parse(line)).toMatchObject({ event: "request", route: "/api/health", status: 200, requestId: id });

  await server.stop();
  server = undefined;
  closeSync(pipe.reader);
}, 120_000);
