// The members' credibility search (GET /api/credibility-entries?q=&page=): server-side pages, open
// within the access window; afterwards it answers 403 'Access window expired'.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CredibilitySearchAnswer } from "#shared/answers/credibility";
import { getQueryFn } from "#web/lib/api-client";
import { MEMBER_CREDIBILITY_KEY, MEMBER_CREDIBILITY_ROOT } from "#web/lib/sessions/member-query-keys";

export type CredibilitySearch = { q: string; page: number };

const fetchPage = getQueryFn<CredibilitySearchAnswer>({ on401: "throw" });

export function credibilitySearchUrl({ q, page }: CredibilitySearch): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${MEMBER_CREDIBILITY_ROOT}?${query}` : MEMBER_CREDIBILITY_ROOT;
}

export function memberCredibilityQueryOptions(search: CredibilitySearch) {
  return queryOptions({
    queryKey: [...MEMBER_CREDIBILITY_KEY, search],
    // The default query function GETs key.join("/"): this key carries an object, so the URL is built here.
    queryFn: (context) => fetchPage({ ...context, queryKey: [credibilitySearchUrl(search)] }),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useMemberCredibility = (search: CredibilitySearch) => useQuery(memberCredibilityQueryOptions(search));
