// Invitation codes: the lists, batch generation, custom codes, assign, unassign and extend.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CodeChangeAnswer, GeneratedCodesAnswer, InvitationCodesAnswer } from "#shared/api-types";
import type { AssignCodeInput } from "#shared/schemas/invitation-codes";
import { apiJson, getQueryFn } from "../../../lib/api-client";
import { useAdminChange } from "../../admin-auth/api/admin-change";
import { INVITATION_CODES_KEY } from "../../admin-auth/api/admin-query-keys";

export const fetchInvitationCodes = getQueryFn<InvitationCodesAnswer>({ on401: "throw" });

export function invitationCodesQueryOptions() {
  return queryOptions({ queryKey: INVITATION_CODES_KEY, queryFn: fetchInvitationCodes });
}

export function useInvitationCodes() {
  return useQuery(invitationCodesQueryOptions());
}

const assignUrl = (id: string) => `/api/admin/invitation-codes/${encodeURIComponent(id)}/assign`;

/** Days until new codes expire; null for never; undefined for the operator's default. */
type Expiry = { expiresInDays?: number | null };

export function generateCodes({ count, expiresInDays }: { count: number } & Expiry): Promise<GeneratedCodesAnswer> {
  return apiJson<GeneratedCodesAnswer>("POST", "/api/admin/invitation-codes", { count, expiresInDays });
}

export function createCustomCode({ code, expiresInDays }: { code: string } & Expiry): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", "/api/admin/invitation-codes", { code, expiresInDays });
}

export function extendCode({ id, expiresInDays }: { id: string; expiresInDays: number | null }): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", `/api/admin/invitation-codes/${encodeURIComponent(id)}/extend`, { expiresInDays });
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
