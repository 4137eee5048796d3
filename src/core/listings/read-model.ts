// A cached listing's read model, declared once per resource: the version its answers are kept by,
// how it searches text (FTS5 trigrams, kept matches), where deep pages start (anchors), and what
// else is worked out once per version (counters). Its listings (`model.listing`) say how a page
// and the whole list are read; the server answers them through one JSON cache
// (src/server/listing-answers.ts), the CLI calls them directly. Nothing outside the model reads a
// version or a change mark (decision 0068).
//
// One input is ambient: the mark of the last sign-in (`markOfLastSignIn`, src/core/sessions/
// sessions.ts). Every sign-in check on a connection replaces it with the change mark it read, or
// clears it (no token, inside a transaction), so while a signed-in request is answered it is the
// database at a moment after that request arrived; the model takes its version from it instead of
// reading the mark a second time. Without one (the CLI, a read inside a transaction) the model
// reads the mark itself. It is why every listing is answered behind a sign-in check: a listing
// answered without one could take the version an earlier request's check read.
import type { AppContext } from "../context";
import { resourceVersion } from "../db/data-version";
import type { Db } from "../db/db";
import type { VersionedResource } from "../db/versioned-resources";
import { createKeptMatches } from "../search/kept-matches";
import { createCommonTrigrams, textSearchFor, type SearchedTable, type TextSearch } from "../search/trigram-search";
import { markOfLastSignIn } from "../sessions/sessions";

/** One read of a model: one snapshot of the database, one version, one moment. */
export type ListingRead = {
  readonly ctx: AppContext;
  /** The listing's version in this read's snapshot: whatever is kept below is of this version. */
  readonly version: string;
  readonly now: Date;
  /** How `text` is searched: its rare trigrams in the FTS5 index from three characters, LIKE below. */
  textSearch(text: string): TextSearch;
  /** The rowids a search matches in the list's order, worked out once per version and `key`. */
  matches(key: string, find: () => ArrayLike<number>): Float64Array;
  /** A value worked out once per version (the panel's counters). */
  kept<T>(name: string, compute: () => T): T;
  /**
   * Where a page at `offset` of `list` starts reading: the nearest anchor at or before it (anchor
   * i is the key of the row at (i + 1) × every), found once per version by stepping from the
   * previous anchor with `keyAfter`; or the start of the list.
   */
  startOf<K>(
    list: string,
    offset: number,
    every: number,
    keyAfter: (anchor: K | undefined, step: number) => K | undefined,
  ): { anchor?: K; offset: number };
};

/** What the server answers: the spec's whole list when the query asks for no page, else a page. */
export type Listing<Page = unknown, All = unknown> = {
  /** The version answers are kept by, now. */
  version(ctx: AppContext): string;
  asksForPage(query: Record<string, unknown>): boolean;
  page(ctx: AppContext, query: unknown): Page;
  all?: (ctx: AppContext) => All;
};

type ReadModelDefinition = {
  resource: VersionedResource;
  /**
   * The version when answers depend on more than the data (the codes' lists move as codes expire):
   * the data version and what else, read in the same snapshot.
   */
  version?: (ctx: AppContext, dataVersion: string) => string;
  /** The table searched by text, with its FTS5 index and vocabulary. */
  searched?: Pick<SearchedTable, "table" | "vocabulary">;
  /** Bounds of the kept search matches (rowids are 8 bytes each). */
  keptMatches?: { rowids: number; lists?: number };
};

type PerVersion = { version: string; values: Map<string, unknown> };

export function defineReadModel(definition: ReadModelDefinition) {
  const keptMatches = createKeptMatches(definition.keptMatches ?? { rowids: 1_000_000 });
  const commonTrigrams = definition.searched ? createCommonTrigrams(definition.searched) : undefined;
  const perVersion = new WeakMap<Db, PerVersion>();
  /** One read transaction per connection, made once: bun:sqlite's wrapper (BEGIN … COMMIT, a savepoint when nested). */
  const transactions = new WeakMap<Db, (work: () => unknown) => unknown>();

  /**
   * A listing is answered behind a sign-in check (requireAdmin, requireMember), which read the
   * change mark: the version is taken from that mark, a moment after the request arrived, with no
   * second read. Without one (the CLI, a read inside a transaction) it is read here.
   */
  const versionOf = (ctx: AppContext) => {
    const dataVersion = resourceVersion(ctx, definition.resource, markOfLastSignIn(ctx));
    return definition.version ? definition.version(ctx, dataVersion) : dataVersion;
  };

  function keptOf(ctx: AppContext, version: string): Map<string, unknown> {
    let kept = perVersion.get(ctx.db);
    if (kept?.version !== version) perVersion.set(ctx.db, (kept = { version, values: new Map() }));
    return kept.values;
  }

  function readOf(ctx: AppContext): ListingRead {
    const version = versionOf(ctx);
    const now = ctx.clock.now();
    const values = keptOf(ctx, version);
    const kept = <T>(name: string, compute: () => T): T => {
      if (!values.has(name)) values.set(name, compute());
      return values.get(name) as T;
    };
    return {
      ctx,
      version,
      now,
      textSearch: (text) => textSearchFor(text, commonTrigrams ? commonTrigrams(ctx.db, version, now.getTime()) : new Set()),
      matches: (key, find) => keptMatches(ctx.db, version, key, find),
      kept,
      startOf<K>(list: string, offset: number, every: number, keyAfter: (anchor: K | undefined, step: number) => K | undefined) {
        const wanted = Math.floor(offset / every);
        if (wanted === 0) return { offset };
        const anchors = kept<K[]>(`anchors/${list}/${every}`, () => []);
        while (anchors.length < wanted) {
          const next = keyAfter(anchors.at(-1), every);
          if (!next) break;
          anchors.push(next);
        }
        const found = Math.min(wanted, anchors.length);
        return found === 0 ? { offset } : { anchor: anchors[found - 1], offset: offset - found * every };
      },
    };
  }

  /** Runs `work` in one read transaction: the rows, the totals and the counters of one moment, even while the CLI writes. */
  function read<T>(ctx: AppContext, work: (read: ListingRead) => T): T {
    let transaction = transactions.get(ctx.db);
    if (!transaction) transactions.set(ctx.db, (transaction = ctx.db.$client.transaction((run: () => unknown) => run())));
    return transaction(() => work(readOf(ctx))) as T;
  }

  return {
    version: versionOf,
    read,
    /** A listing of this model: how its pages and its whole list are read. */
    listing<Page, All = never>(how: {
      page: (ctx: AppContext, query: unknown) => Page;
      all?: (ctx: AppContext) => All;
      /** Without `all`, every query asks for a page. */
      asksForPage?: (query: Record<string, unknown>) => boolean;
    }): Listing<Page, All> {
      return { version: versionOf, asksForPage: how.asksForPage ?? (() => true), page: how.page, all: how.all };
    },
  };
}
