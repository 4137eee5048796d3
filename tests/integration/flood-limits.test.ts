// Anonymous floods cannot fill the disk: a body over the JSON cap is refused unread, an oversized
// field is refused before anything stores it, and the refusals of one address roll up into one
// audit row per minute (hardening issue, item 1).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { rmSync } from "node:fs";
import { closeDatabase } from "#core/db/db";
import { createApp } from "#server/app";
import { MAX_JSON_BODY_BYTES } from "#shared/constants";
import { makeTestContext, tempDir, type TestContext } from "../helpers/context";

let dataDir: string;
let ctx: TestContext;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dataDir = tempDir();
  ctx = makeTestContext({ dataDir });
  app = createApp(ctx);
});
afterAll(() => {
  closeDatabase(ctx.db);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Bytes the database holds once its write-ahead log is folded in. */
function databaseBytes(): number {
  ctx.db.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  const { page_count } = ctx.db.$client.query("PRAGMA page_count").get() as { page_count: number };
  const { page_size } = ctx.db.$client.query("PRAGMA page_size").get() as { page_size: number };
  return page_count * page_size;
}

const attemptsOnRecord = () =>
  (ctx.db.$client.query("SELECT coalesce(sum(repeats), 0) AS n FROM admin_audit_log WHERE action = 'login'").get() as { n: number }).n;
const failureRows = () => (ctx.db.$client.query("SELECT count(*) AS n FROM login_failures").get() as { n: number }).n;

function signIn(body: Blob | string) {
  return app.handle(
    new Request("http://localhost/api/admin/login", { method: "POST", headers: { "content-type": "application/json" }, body }),
  );
}

describe("anonymous sign-in floods", () => {
  test("1,000 sign-ins with 10 MB usernames grow the database by less than 1 MB", async () => {
    const before = databaseBytes();
    const hugeBody = new Blob([`{"username":"${"A".repeat(10 * 1024 * 1024)}","password":"whatever1"}`]);
    for (let i = 0; i < 1000; i++) {
      const res = await signIn(hugeBody);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { kind: string }).kind).toBe("too_large");
    }
    expect(databaseBytes() - before).toBeLessThan(1024 * 1024);
  });

  test("1,000 sign-ins with usernames just under the body cap are refused, stored once, and all counted", async () => {
    const before = databaseBytes();
    const attemptsBefore = attemptsOnRecord();
    for (let i = 0; i < 1000; i++) {
      // A different name each time: roll-up must not depend on the attempts looking alike.
      const username = `${i}-${"B".repeat(MAX_JSON_BODY_BYTES - 100)}`;
      const res = await signIn(JSON.stringify({ username, password: "whatever1" }));
      expect(res.status).toBe(400);
    }
    expect(attemptsOnRecord() - attemptsBefore).toBe(1000);
    expect(failureRows()).toBe(0);
    expect(databaseBytes() - before).toBeLessThan(1024 * 1024);
  });

  test("the roll-up is per minute: a refusal a minute later starts a new row", async () => {
    const rows = () => (ctx.db.$client.query("SELECT count(*) AS n FROM admin_audit_log").get() as { n: number }).n;
    const bad = JSON.stringify({ username: "x", password: "whatever1" });
    await signIn(bad);
    const afterFirst = rows();
    await signIn(bad);
    expect(rows()).toBe(afterFirst);
    ctx.clock.advance(61_000);
    await signIn(bad);
    expect(rows()).toBe(afterFirst + 1);
  });
});

describe("bodies the API does not take", () => {
  test.each(["multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "text/plain"])(
    "a %s body is refused with 415 unread",
    async (type) => {
      const res = await app.handle(
        new Request("http://localhost/api/admin/login", {
          method: "POST",
          headers: { "content-type": type },
          body: "username=a&password=b",
        }),
      );
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ success: false, error: "Request body must be JSON", kind: "unsupported_type" });
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  test("a chunked JSON body over the cap is refused with 413 while streaming", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 100) return controller.close();
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const res = await app.handle(
      new Request("http://localhost/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(100);
  });
});
