// Invitation codes: one page of one list (the server filters, searches and pages it),
// the panel's counters, batch generation, custom codes, assign, unassign and extend. Every change
// reloads every code query (pages and counters) under INVITATION_CODES_KEY.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AssignCodeInput, CodeStatus } from "#shared/schemas/invitation-codes";
import { PAGE_SIZE_DEFAULT } from "#shared/schemas/paging";
import { answerWith, apiCall, apiPageQueryFn } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { INVITATION_CODES_KEY } from "#web/features/admin/shared/admin-query-keys";

const CODES = "/api/admin/invitation-codes";

export type CodePageQuery = { status: CodeStatus; q: string; page: number };

/** Always with status, page and size: the bare URL answers the spec's full lists. */
const fetchCodePage = ({ status, q, page }: CodePageQuery, pageSize: number = PAGE_SIZE_DEFAULT) =>
  apiPageQueryFn(CODES, { query: { status, q, page, pageSize } });

export function codePageQueryOptions(query: CodePageQuery) {
  return queryOptions({
    queryKey: [...INVITATION_CODES_KEY, "page", query.status, query.q, query.page] as const,
    queryFn: fetchCodePage(query),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export const useCodePage = (query: CodePageQuery) => useQuery(codePageQueryOptions(query));

/** The counters (and the tabs' counts): every answer carries them; the smallest page is read. */
export function codeCountsQueryOptions() {
  return queryOptions({
    queryKey: [...INVITATION_CODES_KEY, "counts"] as const,
    queryFn: fetchCodePage({ status: "all", q: "", page: 1 }, 1),
    select: (answer) => answer.counts,
  });
}

export const useCodeCounts = () => useQuery(codeCountsQueryOptions());

/** Days until new codes expire; null for never; undefined for the operator's default. */
type Expiry = { expiresInDays?: number | null };

// One POST makes a batch ({count}, answered with {codes}) or one custom code ({code}, answered with it).
export const generateCodes = async ({ count, expiresInDays }: { count: number } & Expiry) =>
  answerWith(await apiCall("post", CODES, { body: { count, expiresInDays } }), "codes", CODES);

export const createCustomCode = async ({ code, expiresInDays }: { code: string } & Expiry) =>
  answerWith(await apiCall("post", CODES, { body: { code, expiresInDays } }), "code", CODES);

export const extendCode = ({ id, expiresInDays }: { id: string; expiresInDays: number | null }) =>
  apiCall("post", "/api/admin/invitation-codes/{id}/extend", { path: { id }, body: { expiresInDays } });

export const assignCode = ({ id, assignee }: { id: string; assignee: AssignCodeInput }) =>
  apiCall("post", "/api/admin/invitation-codes/{id}/assign", { path: { id }, body: assignee });

export const unassignCode = (id: string) => apiCall("delete", "/api/admin/invitation-codes/{id}/assign", { path: { id } });

export const useGenerateCodes = () => useAdminChange(generateCodes, INVITATION_CODES_KEY);
export const useCreateCustomCode = () => useAdminChange(createCustomCode, INVITATION_CODES_KEY);
export const useAssignCode = () => useAdminChange(assignCode, INVITATION_CODES_KEY);
export const useUnassignCode = () => useAdminChange(unassignCode, INVITATION_CODES_KEY);
export const useExtendCode = () => useAdminChange(extendCode, INVITATION_CODES_KEY);
