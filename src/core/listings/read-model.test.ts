// A cached listing's read model at the use-case level: its version moves with its own tables and
// nothing else; what is kept (values, a search's matches, deep pages' anchors) is worked out once
// per version and afresh after a change; a read is one snapshot even while another connection
// commits; and the version is taken from the mark of the last sign-in check, as the model says.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { cloneTestContext, makeTestContext, tempDir, type TestContext } from "../../../tests/helpers/context";
import { recordAudit } from "../audit/audit-log";
import { adminActor } from "../actor";
import { openDatabase } from "../db/db";
import { resumeSignedIn, startSession } from "../sessions/sessions";
import { defineReadModel } from "./read-model";

const admin = adminActor({ id: "admin-1", username: "ada", role: "admin" }, { clientAddress: null, userAgent: null });

let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

let entries = 0;
function addEntry(db = ctx.db) {
  const now = Date.now();
  db.$client.run(
    `INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, created_at, updated_at)
     VALUES (?, ?, 'Co', 'Addr', 'Client', 'Addr', 'Wind', ?, ?)`,
    [crypto.randomUUID(), `Contractor ${++entries}`, now, now],
  );
}
const countEntries = (t: TestContext) => (t.db.$client.query("SELECT count(*) AS n FROM credibility_entries").get() as { n: number }).n;

describe("version", () => {
  test("moves with every insert, update and delete of the resource's tables, and with nothing else", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    const versions = [model.version(ctx)];
    addEntry();
    versions.push(model.version(ctx));
    ctx.db.$client.run("UPDATE credibility_entries SET notes = 'paid'");
    versions.push(model.version(ctx));
    ctx.db.$client.run("DELETE FROM credibility_entries");
    versions.push(model.version(ctx));
    expect(new Set(versions).size).toBe(4);
    // A sign-in, an audit row, another resource's table: the cached listing stays.
    startSession(ctx, "admin", "admin-1");
    recordAudit(ctx.db, ctx.clock.now(), admin, "codes.generate", "success");
    ctx.db.$client.run("INSERT INTO stats_daily (metric, day, key, count) VALUES ('sign_ups', 1, '', 1)");
    expect(model.version(ctx)).toBe(versions.at(-1)!);
  });

  test("a model may refine its version with more than the data (the codes' expiry)", () => {
    let day = "monday";
    const model = defineReadModel({ resource: "credibility_entries", version: (_, data) => `${data}/${day}` });
    const before = model.version(ctx);
    day = "tuesday";
    expect(model.version(ctx)).not.toBe(before);
    expect(model.version(ctx).endsWith("/tuesday")).toBe(true);
  });
});

describe("kept values and matches", () => {
  test("a value is worked out once per version, and afresh after a change", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    let computed = 0;
    const counted = () =>
      model.read(ctx, (read) =>
        read.kept("count", () => {
          computed++;
          return countEntries(ctx);
        }),
      );
    expect([counted(), counted()]).toEqual([0, 0]);
    addEntry();
    expect([counted(), counted()]).toEqual([1, 1]);
    expect(computed).toBe(2);
  });

  test("a search's matches are found once per version and key; another key is its own search", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    const finds: string[] = [];
    const matches = (key: string) =>
      model.read(ctx, (read) =>
        Array.from(
          read.matches(key, () => {
            finds.push(key);
            return [3, 1, 2];
          }),
        ),
      );
    expect(matches("wind")).toEqual([3, 1, 2]);
    matches("wind");
    matches("hail");
    addEntry();
    matches("wind");
    expect(finds).toEqual(["wind", "hail", "wind"]);
  });

  test("the same model keeps apart what it keeps for two databases", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    const other = cloneTestContext(migrated);
    addEntry();
    const kept = (t: TestContext) => model.read(t, (read) => read.kept("count", () => countEntries(t)));
    expect([kept(ctx), kept(other)]).toEqual([1, 0]);
  });
});

describe("startOf (where a deep page starts reading)", () => {
  /** Anchors are the keys of rows every `every`: here the key of row n is n itself. */
  function pages(total: number, every: number) {
    const model = defineReadModel({ resource: "credibility_entries" });
    const steps: Array<number | "start"> = [];
    const startOf = (offset: number) =>
      model.read(ctx, (read) =>
        read.startOf<number>("rows", offset, every, (anchor, step) => {
          steps.push(anchor ?? "start");
          const next = (anchor ?? 0) + step;
          return next <= total ? next : undefined;
        }),
      );
    return { startOf, steps };
  }

  test("a page within the first stretch reads from the start, with no anchor worked out", () => {
    const { startOf, steps } = pages(1000, 100);
    expect(startOf(99)).toEqual({ offset: 99 });
    expect(steps).toEqual([]);
  });

  test("a deep page starts at the nearest anchor before it; anchors are stepped to once per version", () => {
    const { startOf, steps } = pages(1000, 100);
    expect(startOf(350)).toEqual({ anchor: 300, offset: 50 });
    expect(startOf(120)).toEqual({ anchor: 100, offset: 20 });
    expect(startOf(400)).toEqual({ anchor: 400, offset: 0 });
    expect(steps).toEqual(["start", 100, 200, 300]);
    addEntry();
    startOf(150);
    expect(steps).toEqual(["start", 100, 200, 300, "start"]);
  });

  test("past the end of the list a page starts at the last anchor there is", () => {
    const { startOf } = pages(250, 100);
    expect(startOf(900)).toEqual({ anchor: 200, offset: 700 });
  });
});

describe("one read, one moment", () => {
  test("a read sees one snapshot: another connection's commit during it shows only in the next read", () => {
    const dir = tempDir();
    const file = makeTestContext({ dataDir: dir });
    const cli = openDatabase(dir);
    const model = defineReadModel({ resource: "credibility_entries" });
    const during = model.read(file, (read) => {
      const before = countEntries(file);
      addEntry(cli);
      return { version: read.version, before, after: countEntries(file), versionNow: model.version(file) };
    });
    expect(during.before).toBe(0);
    expect(during.after).toBe(0);
    expect(during.versionNow).toBe(during.version);
    const next = model.read(file, (read) => ({ version: read.version, count: countEntries(file) }));
    expect(next.count).toBe(1);
    expect(next.version).not.toBe(during.version);
    cli.$client.close();
    file.db.$client.close();
  });

  test("the version is the one the last sign-in check read; a check without a token leaves the model to read its own", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    const { token } = startSession(ctx, "admin", "admin-1");
    resumeSignedIn(ctx, "admin", token, () => undefined);
    const atSignIn = model.version(ctx);
    addEntry();
    expect(model.version(ctx)).toBe(atSignIn);
    resumeSignedIn(ctx, "admin", token, () => undefined);
    const afterNextCheck = model.version(ctx);
    expect(afterNextCheck).not.toBe(atSignIn);
    resumeSignedIn(ctx, "admin", undefined, () => undefined);
    addEntry();
    expect(model.version(ctx)).not.toBe(afterNextCheck);
  });
});

describe("listing", () => {
  test("without a whole list every query asks for a page; with one, the listing's own rule says", () => {
    const model = defineReadModel({ resource: "credibility_entries" });
    const paged = model.listing({ page: () => "page" });
    expect(paged.asksForPage({})).toBe(true);
    const both = model.listing({ page: () => "page", all: () => "all", asksForPage: (query) => "page" in query });
    expect([both.asksForPage({}), both.asksForPage({ page: "2" })]).toEqual([false, true]);
    expect(both.version(ctx)).toBe(model.version(ctx));
  });
});
