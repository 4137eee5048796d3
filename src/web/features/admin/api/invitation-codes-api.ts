// Invitation codes: the four lists, batch generation, custom codes, assign and unassign.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CodeLists } from "../../../../shared/invitation-code-lists";
import type { AssignCodeInput } from "../../../../shared/schemas/invitation-codes";
import { apiJson } from "../../../lib/api-client";
import { ADMIN_ROOT_KEY, invalidateAfterChange } from "./admin-query-keys";
import { requiredBodyQuery } from "./required-body";

export type InvitationCodesAnswer = { success: true; codes: CodeLists };
export type CodeChangeAnswer = { success: boolean; message?: string };

export const INVITATION_CODES_KEY = [...ADMIN_ROOT_KEY, "invitation-codes"] as const;

export const fetchInvitationCodes = requiredBodyQuery<InvitationCodesAnswer>();

export function invitationCodesQueryOptions() {
  return queryOptions({ queryKey: INVITATION_CODES_KEY, queryFn: fetchInvitationCodes });
}

export function useInvitationCodes() {
  return useQuery(invitationCodesQueryOptions());
}

export function generateCodes(count: number): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", "/api/admin/invitation-codes", { count });
}

export function createCustomCode(code: string): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", "/api/admin/invitation-codes", { code });
}

export function assignCode({ id, assignee }: { id: string; assignee: AssignCodeInput }): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("POST", `/api/admin/invitation-codes/${encodeURIComponent(id)}/assign`, assignee);
}

export function unassignCode(id: string): Promise<CodeChangeAnswer> {
  return apiJson<CodeChangeAnswer>("DELETE", `/api/admin/invitation-codes/${encodeURIComponent(id)}/assign`);
}

/** One mutation hook per change; each reloads the lists (and the audit log) when it succeeds. */
function useCodeMutation<V>(mutationFn: (variables: V) => Promise<CodeChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAfterChange(queryClient, INVITATION_CODES_KEY) });
}

export const useGenerateCodes = () => useCodeMutation(generateCodes);
export const useCreateCustomCode = () => useCodeMutation(createCustomCode);
export const useAssignCode = () => useCodeMutation(assignCode);
export const useUnassignCode = () => useCodeMutation(unassignCode);
