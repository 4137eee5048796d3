// A listing of core (src/core/listings/read-model.ts) answered over HTTP: its whole list and its
// pages kept as JSON per version, compressed on first demand, with an ETag that answers 304
// (json-cache.ts). A route says `answers.answer(request, set, query)` and nothing more: the
// listing knows its version, the cache its bytes.
import type { AppContext } from "#core/context";
import { JsonText } from "#core/db/json-text";
import type { Listing } from "#core/listings/read-model";
import { createJsonCache, createJsonPageCache, type ResponseSet } from "./json-cache";
import { requestSearch } from "./request-path";
import { ok } from "#shared/answer";

/**
 * The answer of a listing's result: `ok` adds `success` to an object; a JSON text written in SQL
 * (answerAroundList) already carries it, written in the one pass that builds the text.
 */
const answerOf = (result: unknown) => (result instanceof JsonText || typeof result !== "object" || result === null ? result : ok(result));

export function listingAnswers(ctx: AppContext, listing: Listing) {
  const version = () => listing.version(ctx);
  // The spec's whole list is large (10,000 codes): serialized and compressed once per change.
  const all = listing.all ? createJsonCache(version, () => answerOf(listing.all!(ctx))) : undefined;
  // Pages are kept per URL until the version turns: a panel re-reading its page costs a lookup.
  const pages = createJsonPageCache(version);
  return {
    answer(request: Request, set: ResponseSet, query: Record<string, unknown>) {
      if (all && !listing.asksForPage(query)) return all.answer(request, set);
      return pages.answer(request, set, requestSearch(request.url), () => answerOf(listing.page(ctx, query)));
    },
  };
}
