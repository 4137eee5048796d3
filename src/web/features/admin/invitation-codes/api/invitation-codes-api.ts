// Invitation codes: one page of one list (the server filters, searches and pages it),
// the panel's counters, batch generation, custom codes, assign, unassign and extend. Every change
// reloads every code query (pages and counters) under INVITATION_CODES_KEY.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CodeChangeAnswer, GeneratedCodesAnswer } from "#shared/answers/invitation-codes";
import type { InvitationCodePageAnswer } from "#shared/answers/invitation-codes";
import type { AssignCodeInput, CodeStatus } from "#shared/schemas/invitation-codes";
import { PAGE_SIZE_DEFAULT } from "#shared/schemas/paging";
import { apiJson } from "#web/lib/api-client";
import { urlQueryFn } from "#web/lib/url-query-fn";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { INVITATION_CODES_KEY } from "#web/features/admin/shared/admin-query-keys";

const BASE = "/api/admin/invitation-codes";

export type CodePageQuery = { status: CodeStatus; q: string; page: number };

/** Always with status, page and size: the bare URL answers the spec's full lists. */
export function codePageUrl({ status, q, page }: CodePageQuery, pageSize: number = PAGE_SIZE_DEFAULT): string {
  const params = new URLSearchParams({ status });
  if (q) params.set("q", q);
  params.set("page", String(page));
  params.set("pageSize", String(pageSize));
  return `${BASE}?${params.toString()}`;
}

export function codePageQueryOptions(query: CodePageQuery) {
  return queryOptions({
    queryKey: [...INVITATION_CODES_KEY, "page", query.status, query.q, query.page] as const,
    queryFn: urlQueryFn<InvitationCodePageAnswer>(codePageUrl(query)),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCodePage = (query: CodePageQuery) => useQuery(codePageQueryOptions(query));

/** The counters (and the tabs' counts): every answer carries them; the smallest page is read. */
export function codeCountsQueryOptions() {
  return queryOptions({
    queryKey: [...INVITATION_CODES_KEY, "counts"] as const,
    queryFn: urlQueryFn<InvitationCodePageAnswer>(codePageUrl({ status: "all", q: "", page: 1 }, 1)),
    select: (answer) => answer.counts,
  });
}

export const useCodeCounts = () => useQuery(codeCountsQueryOptions());

const assignUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}/assign`;

/** Days until new codes expire; null for never; undefined for the operator's default. */
type Expiry = { expiresInDays?: number | null };

export function generateCodes({ count, expiresInDays }: { count: number } & Expiry): Promise<GeneratedCodesAnswer> {
  return apiJson<GeneratedCodesAnswer>("POST", BASE, { count, expiresInDays });
}

export function createCustomCode({ code, expiresInDays }: { code: string } & Expiry): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", BASE, { code, expiresInDays });
}

export function extendCode({ id, expiresInDays }: { id: string; expiresInDays: number | null }): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", `${BASE}/${encodeURIComponent(id)}/extend`, { expiresInDays });
}

export function assignCode({ id, assignee }: { id: string; assignee: AssignCodeInput }): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", assignUrl(id), assignee);
}

export function unassignCode(id: string): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("DELETE", assignUrl(id));
}

export const useGenerateCodes = () => useAdminChange(generateCodes, INVITATION_CODES_KEY);
export const useCreateCustomCode = () => useAdminChange(createCustomCode, INVITATION_CODES_KEY);
export const useAssignCode = () => useAdminChange(assignCode, INVITATION_CODES_KEY);
export const useUnassignCode = () => useAdminChange(unassignCode, INVITATION_CODES_KEY);
export const useExtendCode = () => useAdminChange(extendCode, INVITATION_CODES_KEY);
