// The members' credibility search (GET /api/credibility-entries?q=&page=): server-side pages, open
// within the access window; afterwards it answers 403 'Access window expired'.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiQueryFn } from "#web/lib/api-call";
import { MEMBER_CREDIBILITY_KEY } from "#web/lib/sessions/member-query-keys";

export type CredibilitySearch = { q: string; page: number };

/** Only what narrows the search travels: the trimmed text, and the page after the first. */
const searchQuery = ({ q, page }: CredibilitySearch) => ({ q: q.trim(), page: page > 1 ? page : undefined });

export function memberCredibilityQueryOptions(search: CredibilitySearch) {
  return queryOptions({
    queryKey: [...MEMBER_CREDIBILITY_KEY, search],
    queryFn: apiQueryFn("/api/credibility-entries", { query: searchQuery(search) }, { on401: "throw" }),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useMemberCredibility = (search: CredibilitySearch) => useQuery(memberCredibilityQueryOptions(search));
