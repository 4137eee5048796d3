// The credibility database's rules at the use-case level: what an entry stores (amounts in cents,
// blanks as none), partial edits and the changed fields they audit, deletes, the all-or-nothing
// import with its problems by line, and who sees what: admins every visible entry, members only
// active ones, nobody the rows of an import that has not completed.
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { CREDIBILITY_PAGE_SIZE, INVALID_ENTRY_ID } from "#shared/schemas/credibility";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/schemas/text";
import { adminActor } from "../actor";
import { validCredibilityEntry } from "../../../tests/helpers/admin-session";
import { cloneTestContext, makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { auditLines, refusalOf } from "../../../tests/helpers/use-case";
import { createCredibilityEntry, deleteCredibilityEntry, importCredibilityEntries, updateCredibilityEntry } from "./credibility";
import { findCredibilityEntry, listCredibilityEntries, pageCredibilityEntries, searchCredibilityEntries } from "./credibility-listing";

const admin = adminActor({ id: "admin-1", username: "ada", role: "admin" }, { clientAddress: "203.0.113.9", userAgent: "tests" });
const UNKNOWN_ID = "8a6c1d7e-3b2f-4e9a-a1c0-5d4e3f2a1b0c";
const NOT_FOUND = { kind: "not_found", message: "Credibility entry not found" };

const entry = validCredibilityEntry;

let migrated: TestContext;
let ctx: TestContext;
beforeAll(() => {
  migrated = makeTestContext();
});
beforeEach(() => {
  ctx = cloneTestContext(migrated);
});

const audit = () => auditLines(ctx);
const count = (where = "1") =>
  (ctx.db.$client.query(`SELECT count(*) AS n FROM credibility_entries WHERE ${where}`).get() as { n: number }).n;
const create = (overrides: Record<string, unknown> = {}) => createCredibilityEntry(ctx, admin, entry(overrides)).entry;

describe("createCredibilityEntry", () => {
  test("stores amounts as cents and answers them as decimals; blank optional fields are none; the create is audited", () => {
    const answer = createCredibilityEntry(
      ctx,
      admin,
      entry({ contractorName: "  Bob Builder  ", originalAmount: "52,000", finalAmount: 61000.25, deductible: "", contractorPhone: " " }),
    );
    expect(answer.message).toBe("Entry created successfully");
    expect(answer.entry).toMatchObject({
      contractorName: "Bob Builder",
      originalAmount: "52000.00",
      finalAmount: "61000.25",
      reducedAmount: null,
      deductible: null,
      contractorPhone: null,
      isActive: true,
    });
    expect(
      ctx.db.$client
        .query("SELECT original_amount_cents AS o, final_amount_cents AS f, deductible_cents AS d FROM credibility_entries")
        .get(),
    ).toEqual({
      o: 5_200_000,
      f: 6_100_025,
      d: null,
    });
    expect(audit()).toEqual([`credibility.create/success: id=${answer.entry.id} contractor=Bob Builder`]);
  });

  test.each([
    ["a missing required field", { contractorName: undefined }, "Contractor name is required"],
    ["a blank required field", { claimType: "   " }, "Claim type is required"],
    [
      "an amount with three decimals",
      { originalAmount: "1.005" },
      "Original amount must be an amount of 0 or more with at most 2 decimals",
    ],
    ["a negative amount", { deductible: "-5" }, "Deductible must be an amount of 0 or more with at most 2 decimals"],
    [
      "an amount beyond decimal(15,2)",
      { finalAmount: "12345678901234" },
      "Final amount must be an amount of 0 or more with at most 2 decimals",
    ],
    ["an e-mail that is none", { contractorEmail: "bob@" }, "Contractor email must be a valid email address"],
    ["a name too long", { contractorName: "x".repeat(201) }, "Contractor name must be at most 200 characters"],
    ["a hidden character", { clientName: "Carol\u202eClient" }, HIDDEN_CHARACTERS_MESSAGE("Client name")],
  ])("%s is refused with the shared message, nothing stored and the refusal audited", (_, overrides, message) => {
    expect(refusalOf(() => create(overrides))).toMatchObject({ kind: "invalid", message });
    expect(count()).toBe(0);
    expect(audit()).toEqual([`credibility.create/failure: ${message}`]);
  });
});

describe("updateCredibilityEntry", () => {
  test("changes only the fields given, clears an amount set to null, and audits the fields that changed", () => {
    const before = create({ originalAmount: "100", notes: "First notes" });
    ctx.clock.advance(1000);
    const { message, entry: after } = updateCredibilityEntry(ctx, admin, before.id, {
      originalAmount: null,
      claimType: "Hail",
      notes: "First notes",
    });
    expect(message).toBe("Entry updated successfully");
    expect(after).toEqual({ ...before, originalAmount: null, claimType: "Hail", updatedAt: ctx.clock.now().toISOString() });
    expect(audit().at(-1)).toBe(`credibility.update/success: id=${before.id} fields=claimType,originalAmount`);
  });

  test("an edit that changes nothing is still an edit, audited as changing no field", () => {
    const { id } = create();
    updateCredibilityEntry(ctx, admin, id, {});
    expect(audit().at(-1)).toBe(`credibility.update/success: id=${id} fields=none`);
  });

  test("a field it carries obeys the create rule: a blank required field is refused and nothing changes", () => {
    const before = create();
    expect(refusalOf(() => updateCredibilityEntry(ctx, admin, before.id, { contractorName: "", claimType: "Hail" }))).toMatchObject({
      kind: "invalid",
      message: "Contractor name is required",
    });
    expect(findCredibilityEntry(ctx, before.id)).toEqual(before);
  });

  test("an id that is no id is invalid; an unknown entry is not found, and the refusal is audited", () => {
    expect(refusalOf(() => updateCredibilityEntry(ctx, admin, "42", {}))).toMatchObject({ kind: "invalid", message: INVALID_ENTRY_ID });
    expect(refusalOf(() => updateCredibilityEntry(ctx, admin, UNKNOWN_ID, { claimType: "Hail" }))).toMatchObject(NOT_FOUND);
    expect(audit()).toEqual([`credibility.update/failure: ${INVALID_ENTRY_ID}`, "credibility.update/failure: Credibility entry not found"]);
  });
});

describe("deleteCredibilityEntry", () => {
  test("removes the entry and audits whose it was; a second delete finds nothing", () => {
    const { id } = create({ contractorName: "Gone Soon" });
    expect(deleteCredibilityEntry(ctx, admin, id)).toEqual({ message: "Entry deleted successfully" });
    expect(count()).toBe(0);
    expect(refusalOf(() => deleteCredibilityEntry(ctx, admin, id))).toMatchObject(NOT_FOUND);
    expect(audit().slice(1)).toEqual([
      `credibility.delete/success: id=${id} contractor=Gone Soon`,
      "credibility.delete/failure: Credibility entry not found",
    ]);
  });
});

describe("importCredibilityEntries", () => {
  const rows = (n: number, bad: (i: number) => boolean = () => false) =>
    Array.from({ length: n }, (_, i) => ({
      line: i + 2,
      values: entry({ contractorName: `Contractor ${i}`, claimType: bad(i) ? "" : "Wind" }),
    }));

  test("every row is written and shown, the count answered and audited once", () => {
    expect(importCredibilityEntries(ctx, admin, rows(3))).toEqual({ message: "Imported 3 credibility entries", imported: 3 });
    expect(listCredibilityEntries(ctx).value().entries).toHaveLength(3);
    expect(audit()).toEqual(["credibility.import/success: count=3"]);
  });

  test("bad rows refuse the whole import: the first 20 problems by line, then how many more; nothing written", () => {
    const error = refusalOf(() =>
      importCredibilityEntries(
        ctx,
        admin,
        rows(50, (i) => i % 2 === 1),
      ),
    );
    expect(error.kind).toBe("invalid");
    const lines = error.message.split("\n");
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe("line 3: Claim type is required");
    expect(lines[19]).toBe("line 41: Claim type is required");
    expect(lines[20]).toBe("… and 5 more");
    expect(count()).toBe(0);
    expect(ctx.db.$client.query("SELECT count(*) AS n FROM credibility_imports").get()).toEqual({ n: 0 });
  });

  test("an empty import imports nothing and says so", () => {
    expect(importCredibilityEntries(ctx, admin, [])).toEqual({ message: "Imported 0 credibility entries", imported: 0 });
  });
});

describe("who sees which entries", () => {
  /** An entry of an import that has not completed (its process still writing, or dead). */
  function pendingImportEntry() {
    const now = ctx.clock.now().getTime();
    ctx.db.$client.run("INSERT INTO credibility_imports (id, actor, row_count, started_at) VALUES ('running', 'cli:x', 10, ?)", [now]);
    ctx.db.$client.run(
      `INSERT INTO credibility_entries (id, contractor_name, contractor_company, contractor_address, client_name, client_address, claim_type, import_id, created_at, updated_at)
       VALUES (?, 'Ghost', 'Ghost Co', 'Addr', 'Client', 'Addr', 'Wind', 'running', ?, ?)`,
      [UNKNOWN_ID, now, now],
    );
  }
  const names = (entries: Array<{ contractorName: string }>) => entries.map((e) => e.contractorName);

  test("an entry of an unfinished import is there for nobody: not listed, not found, not editable", () => {
    create({ contractorName: "Visible" });
    pendingImportEntry();
    expect(names(listCredibilityEntries(ctx).value().entries)).toEqual(["Visible"]);
    expect(names(pageCredibilityEntries(ctx, { q: "Ghost" }).value().items)).toEqual([]);
    expect(names(searchCredibilityEntries(ctx, {}).value().entries)).toEqual(["Visible"]);
    expect(refusalOf(() => findCredibilityEntry(ctx, UNKNOWN_ID))).toMatchObject(NOT_FOUND);
    expect(refusalOf(() => updateCredibilityEntry(ctx, admin, UNKNOWN_ID, { claimType: "Hail" }))).toMatchObject(NOT_FOUND);
  });

  test("members search active entries only, by claim type whatever its case; admins page every entry, newest first", () => {
    create({ contractorName: "Old", claimType: "Hail" });
    ctx.clock.advance(1000);
    const inactive = create({ contractorName: "Retired", claimType: "Hail" });
    ctx.clock.advance(1000);
    create({ contractorName: "New", claimType: "Wind" });
    ctx.db.$client.run("UPDATE credibility_entries SET is_active = 0 WHERE id = ?", [inactive.id]);
    expect(names(searchCredibilityEntries(ctx, {}).value().entries)).toEqual(["New", "Old"]);
    expect(names(searchCredibilityEntries(ctx, { claimType: "hAIL" }).value().entries)).toEqual(["Old"]);
    expect(names(pageCredibilityEntries(ctx, {}).value().items)).toEqual(["New", "Retired", "Old"]);
  });

  test("a member's search reads the searched fields, notes included, and pages by 20 with the exact total", () => {
    for (let i = 0; i < CREDIBILITY_PAGE_SIZE + 3; i++) {
      create({ contractorName: `Contractor ${i}`, notes: i % 2 === 0 ? "paid after appraisal" : null });
      ctx.clock.advance(1);
    }
    const first = searchCredibilityEntries(ctx, { q: "APPRAISAL" }).value();
    expect({ total: first.total, shown: first.entries.length, page: first.page, pageSize: first.pageSize }).toEqual({
      total: 12,
      shown: 12,
      page: 1,
      pageSize: CREDIBILITY_PAGE_SIZE,
    });
    const second = searchCredibilityEntries(ctx, { page: "2" }).value();
    expect(names(second.entries)).toEqual(["Contractor 2", "Contractor 1", "Contractor 0"]);
    expect(second.total).toBe(CREDIBILITY_PAGE_SIZE + 3);
  });

  test.each([
    ["page 0", { page: 0 }, "Page must be a whole number of at least 1"],
    ["a search of 101 characters", { q: "x".repeat(101) }, "Search must be at most 100 characters"],
  ])("a member's search with %s is refused: %s", (_, query, message) => {
    expect(refusalOf(() => searchCredibilityEntries(ctx, query))).toMatchObject({ kind: "invalid", message });
  });
});
