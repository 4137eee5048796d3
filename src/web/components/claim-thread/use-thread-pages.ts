// A claim's thread read a page at a time (decision 0090): the newest page first, then older pages
// as the reader scrolls up. A live event reads the loaded pages again from the newest, each older
// page starting where the page after it now starts, so no message falls between two pages.
import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Schema } from "#web/lib/api-types";
import type { QueryFn } from "#web/lib/api-client";

export type ThreadPages = UseInfiniteQueryResult<InfiniteData<Schema<"ClaimMessagesAnswer">, number | undefined>>;

/** `pageOf(before)`: the query of the page that ends just before message `before` (undefined: the newest). */
export function useThreadPages(
  queryKey: QueryKey,
  pageOf: (before: number | undefined) => QueryFn<Schema<"ClaimMessagesAnswer">>,
  options: { refetchOnMount?: "always" } = {},
): ThreadPages {
  return useInfiniteQuery({
    queryKey,
    queryFn: (context) => pageOf(context.pageParam)(context),
    initialPageParam: undefined as number | undefined,
    // "Next" is older: the page before the first message of the last page read.
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.seq : undefined),
    ...options,
  });
}

/** The loaded messages oldest first, and what the newest page says of the thread. */
export function threadOf(pages: InfiniteData<Schema<"ClaimMessagesAnswer">, number | undefined>) {
  const newest = pages.pages[0]!;
  return { messages: [...pages.pages].reverse().flatMap((page) => page.messages), newest };
}
