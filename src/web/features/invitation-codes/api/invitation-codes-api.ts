// Invitation codes: the four lists, batch generation, custom codes, assign and unassign.
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

export function generateCodes(count: number): Promise<GeneratedCodesAnswer> {
  return apiJson<GeneratedCodesAnswer>("POST", "/api/admin/invitation-codes", { count });
}

export function createCustomCode(code: string): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", "/api/admin/invitation-codes", { code });
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
