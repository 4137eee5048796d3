// Invitation codes: list, generate, create custom, assign and unassign (spec §2, §4, §5, §7).
import { DomainError } from "#shared/errors";
import {
  assignCodeSchema,
  codeIdSchema,
  codePageQuerySchema,
  customCodeSchema,
  extendCodeSchema,
  generateCodesSchema,
  isCustomCodeRequest,
} from "#shared/schemas/invitation-codes";
import type {
  CodeChangeAnswer,
  CodeLists,
  GeneratedCodesAnswer,
  InvitationCodesAnswer,
  InvitationCodeView,
} from "#shared/answers/invitation-codes";
import type { CodeStatus } from "#shared/schemas/invitation-codes";
import { codeSearchNeedle, countInList, isExpiredAt } from "#shared/invitation-code-lists";
import type { CodeCounts, InvitationCodePageAnswer } from "#shared/answers/invitation-codes";
import { pageOffset } from "#shared/schemas/paging";
import { parseInput } from "#shared/schemas/parse";
import type { Actor } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { ChangeMark } from "../db/change-mark";
import { resourceVersion } from "../db/data-version";
import { createKeptMatches } from "../search/kept-matches";
import { createCommonTrigrams, textSearchFor } from "../search/trigram-search";
import type { Db } from "../db/db";
import { generateInvitationCode } from "./code-generator";
import {
  assignUnassignedCode,
  assigneeUsernameTaken,
  CODES_SEARCHED,
  countExpiredCodes,
  insertCode,
  nextExpiryAfter,
  selectAllCodes,
  selectCodeCounts,
  selectCodeKeyAt,
  selectCodeMatches,
  selectCodePage,
  LISTED_VALUE_INDEX,
  selectCodesByRowids,
  type CodeKey,
  selectCodeByCode,
  selectCodeById,
  setUnusedCodeExpiry,
  unassignAssignedCode,
  type CodeRow,
} from "./code-repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The expiry a new code gets: the days asked for, none when null, the operator's default when left out. */
function expiryFor(ctx: AppContext, expiresInDays: number | null | undefined, now: Date): Date | null {
  const days = expiresInDays === undefined ? ctx.config.codeExpiryDays : expiresInDays;
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

const expiryDetail = (expiresAt: Date | null) => `expires=${expiresAt ? expiresAt.toISOString() : "never"}`;

export function toCodeView(row: CodeRow & { usedByUsername?: string | null }, now: Date): InvitationCodeView {
  return {
    id: row.id,
    code: row.code,
    isUsed: row.isUsed,
    usedAt: row.usedAt?.toISOString() ?? null,
    usedByUserId: row.usedByUserId,
    usedByUsername: row.usedByUsername ?? null,
    createdAt: row.createdAt.toISOString(),
    assignedAt: row.assignedAt?.toISOString() ?? null,
    assigneeUsername: row.assigneeUsername,
    assigneeFirstName: row.assigneeFirstName,
    assigneeLastName: row.assigneeLastName,
    assigneePhone: row.assigneePhone,
    assigneeEmail: row.assigneeEmail,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isExpired: isExpiredAt(row, now),
  };
}

const at = LISTED_VALUE_INDEX;
const isoOrNull = (ms: unknown) => (ms === null ? null : new Date(ms as number).toISOString());

/** toCodeView of a row read as values (selectCodePage, selectCodesByRowids): the pages' path, field by field. */
function codeViewOfValues(values: unknown[], now: Date): InvitationCodeView {
  const isUsed = values[at.isUsed] === 1;
  const expiresAt = values[at.expiresAt] as number | null;
  return {
    id: values[at.id] as string,
    code: values[at.code] as string,
    isUsed,
    usedAt: isoOrNull(values[at.usedAt]),
    usedByUserId: values[at.usedByUserId] as string | null,
    usedByUsername: values[at.usedByUsername] as string | null,
    createdAt: new Date(values[at.createdAt] as number).toISOString(),
    assignedAt: isoOrNull(values[at.assignedAt]),
    assigneeUsername: values[at.assigneeUsername] as string | null,
    assigneeFirstName: values[at.assigneeFirstName] as string | null,
    assigneeLastName: values[at.assigneeLastName] as string | null,
    assigneePhone: values[at.assigneePhone] as string | null,
    assigneeEmail: values[at.assigneeEmail] as string | null,
    expiresAt: isoOrNull(expiresAt),
    // isExpiredAt's rule, on the stored milliseconds.
    isExpired: !isUsed && expiresAt !== null && expiresAt <= now.getTime(),
  };
}

type ExpiryWatch = { dataVersion: string; from: number; until: number; version: string };
const expiryWatches = new WeakMap<Db, ExpiryWatch>();

/**
 * What the lists depend on: the table's data version and how many codes have expired by now.
 * The expired count is counted again only when the data changed or the clock reached the next
 * expiry (or went back), so most reads cost one lookup of the data version, or none when the
 * caller read it already (`asOf`, a signed-in request's change mark).
 */
export function listingVersion(ctx: AppContext, asOf?: ChangeMark): string {
  const dataVersion = resourceVersion(ctx, "invitation_codes", asOf);
  const now = ctx.clock.now();
  const at = now.getTime();
  const watch = expiryWatches.get(ctx.db);
  if (watch && watch.dataVersion === dataVersion && at >= watch.from && at < watch.until) return watch.version;
  const next = nextExpiryAfter(ctx.db, now);
  const fresh = { dataVersion, from: at, until: next?.getTime() ?? Infinity, version: `${dataVersion}.${countExpiredCodes(ctx.db, now)}` };
  expiryWatches.set(ctx.db, fresh);
  return fresh.version;
}

const countsCache = new WeakMap<Db, { version: string; counts: CodeCounts }>();

/** The panel's counters, exact: counted again only when listingVersion turns over. */
export function codeCounts(ctx: AppContext, version = listingVersion(ctx)): CodeCounts {
  const cached = countsCache.get(ctx.db);
  if (cached?.version === version) return cached.counts;
  const counts = selectCodeCounts(ctx.db, ctx.clock.now());
  countsCache.set(ctx.db, { version, counts });
  return counts;
}

/**
 * Rows between two anchors of a list: a page steps over fewer than this many from its anchor.
 * 100 rather than 1,000 (decision 0049): stepping over 500 index entries on average was most of
 * the cost of a page missing from the cache; the anchors of a list at 100,000 codes are then
 * 1,000 keys.
 */
export const ANCHOR_EVERY = 100;

const anchorsCache = new WeakMap<Db, { version: string; lists: Map<string, CodeKey[]> }>();

/**
 * Where a page at `offset` starts reading: the nearest anchor at or before it (anchor i is the
 * key of the row at (i + 1) × ANCHOR_EVERY), found once per listing version and status by
 * stepping from the previous anchor; or the start of the list.
 */
function startOf(
  ctx: AppContext,
  version: string,
  status: CodeStatus,
  offset: number,
  now: Date,
  every: number,
): { anchor?: CodeKey; offset: number } {
  const wanted = Math.floor(offset / every);
  if (wanted === 0) return { offset };
  let cache = anchorsCache.get(ctx.db);
  if (cache?.version !== version) anchorsCache.set(ctx.db, (cache = { version, lists: new Map() }));
  let anchors = cache.lists.get(`${status}/${every}`);
  if (!anchors) cache.lists.set(`${status}/${every}`, (anchors = []));
  while (anchors.length < wanted) {
    const next = selectCodeKeyAt(ctx.db, { status, now, anchor: anchors.at(-1), offset: every });
    if (!next) break;
    anchors.push(next);
  }
  const found = Math.min(wanted, anchors.length);
  return found === 0 ? { offset } : { anchor: anchors[found - 1], offset: offset - found * every };
}

/** At most 64 searches' matches are kept, and 1,000,000 rowids in all (8 bytes each). */
const keptMatches = createKeptMatches({ lists: 64, rowids: 1_000_000 });
const commonTrigrams = createCommonTrigrams(CODES_SEARCHED);

/**
 * One page of one list, newest first, searched by code or assignee (the meaning of
 * matchesCodeSearch), with the exact number of codes that match and the panel's counters
 * A page past the end has no rows and the same total. Read in one transaction, so
 * the rows, the total and the counters are of the same moment even while the CLI writes.
 */
export function pageInvitationCodes(ctx: AppContext, query: unknown, anchorEvery = ANCHOR_EVERY): InvitationCodePageAnswer {
  const { status, q, page, pageSize } = parseInput(codePageQuerySchema, query);
  const needle = codeSearchNeedle(q);
  return ctx.db.$client.transaction(() => {
    const now = ctx.clock.now();
    // One version for the counters, the anchors and the kept matches of this answer.
    const version = listingVersion(ctx);
    const search = needle ? textSearchFor(needle, commonTrigrams(ctx.db, version, now.getTime())) : undefined;
    const counts = codeCounts(ctx, version);
    const offset = pageOffset({ page, pageSize });
    const view = (rows: unknown[][]) => rows.map((values) => codeViewOfValues(values, now));
    if (search) {
      // A search's matches in order: their number is the total, the page a slice of them.
      const matches = keptMatches(ctx.db, version, `${status}/${needle}`, () => selectCodeMatches(ctx.db, { status, search, now }));
      const items = view(selectCodesByRowids(ctx.db, Array.from(matches.subarray(offset, offset + pageSize))));
      return { success: true as const, items, total: matches.length, page, pageSize, counts };
    }
    // A whole list: its size is a counter, a deep page starts from an anchor.
    const rows = selectCodePage(ctx.db, { status, now, limit: pageSize, ...startOf(ctx, version, status, offset, now, anchorEvery) });
    return { success: true as const, items: view(rows), total: countInList(counts, status), page, pageSize, counts };
  })();
}

/**
 * The lists of the panel, newest first: unused = not used and not expired; assigned/unassigned
 * split unused; expired = unused past its expiry.
 */
export function listInvitationCodes(ctx: AppContext): InvitationCodesAnswer {
  const codes: CodeLists = { unused: [], used: [], assigned: [], unassigned: [], expired: [] };
  const now = ctx.clock.now();
  for (const row of selectAllCodes(ctx.db)) {
    const view = toCodeView(row, now);
    if (view.isUsed || view.isExpired) {
      (view.isUsed ? codes.used : codes.expired).push(view);
      continue;
    }
    codes.unused.push(view);
    (view.assigneeUsername ? codes.assigned : codes.unassigned).push(view);
  }
  return { success: true, codes };
}

/**
 * Every code of a list, newest first, a batch at a time (the export): each batch is read from
 * where the last ended (keyset), so memory stays flat and every batch costs the same at any size.
 * The whole walk is one read transaction: one moment's codes, even while the server writes.
 */
export function* eachInvitationCodeBatch(ctx: AppContext, status: CodeStatus, batchSize = 1000): Generator<InvitationCodeView[]> {
  const sqlite = ctx.db.$client;
  sqlite.run("BEGIN");
  try {
    const now = ctx.clock.now();
    let after: CodeKey | undefined;
    for (;;) {
      // From the last row read (the anchor's own row is 0, so skip it).
      const rows = selectCodePage(ctx.db, { status, now, limit: batchSize, offset: after ? 1 : 0, anchor: after });
      if (rows.length === 0) return;
      yield rows.map((values) => codeViewOfValues(values, now));
      const last = rows.at(-1)!;
      after = { createdAt: last[at.createdAt] as number, code: last[at.code] as string };
    }
  } finally {
    sqlite.run("COMMIT");
  }
}

/** Inserts `count` fresh random codes; a collision with an existing code draws again. */
export function insertRandomCodes(tx: Db, count: number, at: Date, expiresAt: Date | null = null): string[] {
  const created: string[] = [];
  while (created.length < count) {
    const row = insertCode(tx, generateInvitationCode(), at, expiresAt);
    if (row) created.push(row.code);
  }
  return created;
}

export function generateInvitationCodes(ctx: AppContext, actor: Actor, input: unknown): GeneratedCodesAnswer {
  return auditedUseCase(ctx, actor, "codes.generate", ({ commit }) => {
    const { count, expiresInDays } = parseInput(generateCodesSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const expiresAt = expiryFor(ctx, expiresInDays, now);
      const codes = insertRandomCodes(tx, count, now, expiresAt);
      return {
        result: {
          success: true as const,
          message: `Generated ${count} new invitation codes`,
          codes,
          expiresAt: expiresAt?.toISOString() ?? null,
        },
        detail: `count=${count} ${expiryDetail(expiresAt)}`,
      };
    });
  });
}

export function createCustomCode(ctx: AppContext, actor: Actor, input: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.create", ({ commit }) => {
    const { code, expiresInDays } = parseInput(customCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = insertCode(tx, code, now, expiryFor(ctx, expiresInDays, now));
      if (!row) throw new DomainError("conflict", `Code ${code} already exists`);
      return {
        result: { success: true as const, message: `Created custom code: ${row.code}`, code: toCodeView(row, now) },
        detail: `code=${row.code} ${expiryDetail(row.expiresAt)}`,
      };
    });
  });
}

/** POST /invitation-codes: `{code}` creates one custom code, otherwise `{count}` a batch. */
export function createInvitationCodes(ctx: AppContext, actor: Actor, input: unknown): CodeChangeAnswer | GeneratedCodesAnswer {
  return isCustomCodeRequest(input) ? createCustomCode(ctx, actor, input) : generateInvitationCodes(ctx, actor, input);
}

export const ASSIGNEE_USERNAME_TAKEN = "Username is already assigned to another code or used by a member";

/** Why a conditional assign or unassign changed nothing, read inside the same transaction. */
function explainRefusal(tx: Db, id: string, wanted: "assign" | "unassign" | "extend", now: Date, assigneeUsername?: string): DomainError {
  const row = selectCodeById(tx, id);
  if (!row) return new DomainError("not_found", "Invitation code not found");
  if (row.isUsed) return new DomainError("conflict", `Code ${row.code} has already been used`);
  if (wanted === "unassign") return new DomainError("conflict", `Code ${row.code} is not assigned`);
  if (isExpiredAt(row, now)) return new DomainError("conflict", `Code ${row.code} has expired`);
  if (row.assigneeUsername) return new DomainError("conflict", `Code ${row.code} is already assigned`);
  if (assigneeUsername && assigneeUsernameTaken(tx, assigneeUsername)) {
    return new DomainError("conflict", ASSIGNEE_USERNAME_TAKEN, [{ path: "assigneeUsername", message: ASSIGNEE_USERNAME_TAKEN }]);
  }
  return new DomainError("conflict", `Code ${row.code} cannot be assigned`);
}

export function assignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.assign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    const assignee = parseInput(assignCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = assignUnassignedCode(tx, id, assignee, actor.adminId, now);
      if (!row) throw explainRefusal(tx, id, "assign", now, assignee.assigneeUsername);
      return {
        result: { success: true as const, message: `Code ${row.code} assigned successfully`, code: toCodeView(row, now) },
        detail: `code=${row.code} assignee=${assignee.assigneeUsername}`,
      };
    });
  });
}

export function unassignInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.unassign", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    return commit((tx) => {
      const now = ctx.clock.now();
      const row = unassignAssignedCode(tx, id);
      if (!row) throw explainRefusal(tx, id, "unassign", now);
      return {
        result: { success: true as const, message: `Code ${row.code} unassigned successfully`, code: toCodeView(row, now) },
        detail: `code=${row.code}`,
      };
    });
  });
}

/**
 * Gives an unused code (expired or not) a new expiry counted from now, or none: an admin's way to
 * bring back a code whose person registered late.
 */
export function extendInvitationCode(ctx: AppContext, actor: Actor, codeId: unknown, input: unknown): CodeChangeAnswer {
  return auditedUseCase(ctx, actor, "codes.extend", ({ commit }) => {
    const id = parseInput(codeIdSchema, codeId);
    const { expiresInDays } = parseInput(extendCodeSchema, input);
    return commit((tx) => {
      const now = ctx.clock.now();
      const expiresAt = expiryFor(ctx, expiresInDays, now);
      const row = setUnusedCodeExpiry(tx, id, expiresAt);
      if (!row) throw explainRefusal(tx, id, "extend", now);
      const until = expiresAt ? `until ${expiresAt.toISOString().slice(0, 10)}` : "with no expiry";
      return {
        result: { success: true as const, message: `Code ${row.code} is valid ${until}`, code: toCodeView(row, now) },
        detail: `code=${row.code} ${expiryDetail(expiresAt)}`,
      };
    });
  });
}

/**
 * The CLI names a code by its text or its id; a miss is refused (and audited) under the action
 * the operator was about to take.
 */
export function findInvitationCode(
  ctx: AppContext,
  actor: Actor,
  action: "codes.assign" | "codes.unassign" | "codes.extend",
  codeOrId: string,
): InvitationCodeView {
  return auditedUseCase(ctx, actor, action, () => {
    const text = codeOrId.trim();
    const row = codeIdSchema.safeParse(text).success ? selectCodeById(ctx.db, text) : selectCodeByCode(ctx.db, text.toUpperCase());
    if (!row) throw new DomainError("not_found", "Invitation code not found");
    return toCodeView(row, ctx.clock.now());
  });
}
