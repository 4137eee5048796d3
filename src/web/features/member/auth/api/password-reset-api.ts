// Password reset (decision 0025): ask for a reset by e-mail or SMS, then complete it with the
// e-mailed token or `<resetId>.<code>` for an SMS code.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "#zod";
import type { resetCompleteSchema, resetRequestSchema } from "#shared/schemas/members";
import { apiCall, type ApiAnswer } from "#web/lib/api-call";
import { forgetSignedIn } from "#web/lib/sessions/member-query-keys";

/** The same answer whether or not an account matched; resetId names the SMS reset to complete. */
export type ResetRequestAnswer = ApiAnswer<"post", "/api/auth/password-reset/request">;

export function requestPasswordReset(values: z.output<typeof resetRequestSchema>): Promise<ResetRequestAnswer> {
  return apiCall("post", "/api/auth/password-reset/request", { body: values });
}

/** Whether the e-mailed link still works: its expiry, or a 400 with the words of a dead link. */
export function checkResetLink(token: string) {
  return apiCall("post", "/api/auth/password-reset/check", { body: { token } });
}

/**
 * Asked once when the link's page opens; a dead link is not asked again (its answer will not
 * change), and nothing is retried: the form's own submit still has the last word.
 */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ["reset-link", token],
    queryFn: () => checkResetLink(token),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function completePasswordReset(values: z.output<typeof resetCompleteSchema>) {
  return apiCall("post", "/api/auth/password-reset/complete", { body: values });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  // A completed reset ends every session of the member, this browser's included.
  return useMutation({ mutationFn: completePasswordReset, onSuccess: () => forgetSignedIn(queryClient, "on-purpose") });
}
