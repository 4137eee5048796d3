// GET /metrics (decision 0036): Prometheus text with requests by route and status, latency, sign-in
// failures, throttle refusals, dropped log lines, database size and backup age; only with the
// configured bearer token; absent when no token is configured.
import { describe, expect, test } from "bun:test";
import { createBoundedLineWriter } from "#core/platform/bounded-line-writer";
import { createConsoleLog, droppedLinesNotice } from "#core/platform/console-log";
import { createApp } from "#server/app";
import { makeRequester, makeTestContext, tempDir } from "../helpers/context";
import { setupAdmin, setupFields } from "../helpers/admin-session";

const TOKEN = "metrics-token-0123456789";

function metricValue(text: string, line: string): number {
  const found = text.split("\n").find((l) => l.startsWith(line + " "));
  return found ? Number(found.slice(line.length + 1)) : NaN;
}

describe("metrics", () => {
  test("counts requests by route and status, sign-in failures and throttle refusals; database size and backup age", async () => {
    const dataDir = tempDir();
    const ctx = makeTestContext({ dataDir, config: { dataDir, metricsToken: TOKEN } });
    const request = makeRequester(createApp(ctx));
    const fields = setupFields();
    await setupAdmin(request, fields);
    for (let i = 0; i < 3; i++) await request("GET", "/api/health");
    await request("GET", `/api/no-such-thing-${Date.now()}`);
    for (let i = 0; i < 6; i++)
      await request("POST", "/api/admin/login", { body: { username: fields.username, password: "wrong-password" } });

    // Counting happens after each response has gone out: scrape until the last login is counted.
    const scrapeMetrics = () => request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    let scrape = await scrapeMetrics();
    for (let tries = 0; tries < 100 && !scrape.text.includes('route="/api/admin/login",status="429"'); tries++) {
      await Bun.sleep(20);
      scrape = await scrapeMetrics();
    }
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get("content-type")).toContain("text/plain");
    const text = scrape.text;
    expect(metricValue(text, 'aan_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    expect(metricValue(text, 'aan_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(metricValue(text, 'aan_sign_in_failures_total{kind="admin"}')).toBe(5);
    expect(metricValue(text, 'aan_throttle_refusals_total{route="/api/admin/login"}')).toBe(1);
    expect(metricValue(text, 'aan_http_request_duration_seconds_count{method="GET",route="/api/health"}')).toBe(3);
    expect(metricValue(text, "aan_database_bytes")).toBeGreaterThan(0);
    expect(metricValue(text, "aan_backup_age_seconds")).toBe(-1);
    expect(metricValue(text, "aan_log_lines_dropped_total")).toBe(0);
    expect(text).not.toContain(TOKEN);
  });

  test("counts the log lines dropped while stderr takes nothing", async () => {
    // The server's log, its stderr a pipe that stays full: 400 bytes wait, the rest are dropped.
    const lines = createBoundedLineWriter({ destination: () => 0, capacityBytes: 400, dropNotice: (count) => droppedLinesNotice(count) });
    const log = createConsoleLog({ write: lines.write, droppedLines: lines.droppedLines });
    const ctx = { ...makeTestContext({ config: { metricsToken: TOKEN } }), log };
    const request = makeRequester(createApp(ctx));
    for (let i = 0; i < 10; i++) await request("GET", "/api/health");
    // Request lines are written after each answer has gone out: scrape until they are.
    const scrapeDropped = async () =>
      metricValue(
        (await request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).text,
        "aan_log_lines_dropped_total",
      );
    let dropped = await scrapeDropped();
    for (let tries = 0; tries < 100 && dropped === 0; tries++) {
      await Bun.sleep(20);
      dropped = await scrapeDropped();
    }
    expect(dropped).toBeGreaterThan(0);
    expect(dropped).toBeLessThanOrEqual(lines.droppedLines());
    expect(lines.waitingBytes()).toBeLessThanOrEqual(400);
  });

  test("a scrape without the token, or with another, is refused", async () => {
    const ctx = makeTestContext({ config: { metricsToken: TOKEN } });
    const request = makeRequester(createApp(ctx));
    expect((await request("GET", "/metrics")).status).toBe(401);
    expect((await request("GET", "/metrics", { headers: { authorization: "Bearer nope" } })).status).toBe(401);
  });

  test("without a configured token there are no metrics", async () => {
    const request = makeRequester(createApp(makeTestContext()));
    const reply = await request("GET", "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain("aan_http_requests_total");
  });
});
