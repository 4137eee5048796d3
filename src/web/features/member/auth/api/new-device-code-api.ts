// A new browser at the device cap (decision 0138): ask for a code by e-mail or SMS with the typed
// username and password, check it, then replace one of the member's devices and sign in.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "#web/lib/api-call";
import { rememberSignedIn } from "#web/lib/sessions/member-query-keys";

export const sendNewDeviceCode = (body: { username: string; password: string; channel: "email" | "sms" }) =>
  apiCall("post", "/api/auth/new-device/code", { body });
export const checkNewDeviceCode = (body: { codeId: string; code: string }) => apiCall("post", "/api/auth/new-device/verify", { body });

export const useSendNewDeviceCode = () => useMutation({ mutationFn: sendNewDeviceCode });
export const useCheckNewDeviceCode = () => useMutation({ mutationFn: checkNewDeviceCode });
export function useReplaceDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { codeId: string; deviceId: string }) => apiCall("post", "/api/auth/new-device/replace", { body }),
    onSuccess: (answer) => rememberSignedIn(queryClient, answer),
  });
}
