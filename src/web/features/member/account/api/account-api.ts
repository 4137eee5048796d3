// The signed-in member's own account: devices (list, rename, revoke) and recent activity.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeviceActionInput } from "#shared/schemas/members";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { isSessionLost } from "#web/lib/api-error";
import { MEMBER_ACTIVITY_KEY, MEMBER_DEVICES_KEY, MEMBER_MUTATION_META, MEMBER_USER_KEY } from "#web/lib/sessions/member-query-keys";

/** The end of a revoke's message when it turned password sign-in back on (decision 0138). */
const PASSWORD_BACK_ON = "password sign-in is back on";

export const fetchDevices = apiQueryFn("/api/user/devices", {}, { on401: "throw" });
export const fetchActivity = apiQueryFn("/api/user/activity", {}, { on401: "throw" });

export const devicesQueryOptions = () => queryOptions({ queryKey: MEMBER_DEVICES_KEY, queryFn: fetchDevices });
export const activityQueryOptions = () => queryOptions({ queryKey: MEMBER_ACTIVITY_KEY, queryFn: fetchActivity });

export const useDevices = () => useQuery(devicesQueryOptions());
export const useActivity = () => useQuery(activityQueryOptions());

export function changeDevice(values: DeviceActionInput) {
  return apiCall("post", "/api/user/devices", { body: values });
}

/**
 * Rename or revoke. Whatever the outcome, the list and the activity reload (another device may
 * have changed them, and a time-out leaves only the server knowing), unless the session is gone.
 */
export function useChangeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDevice,
    meta: MEMBER_MUTATION_META,
    onSettled: (answer, error) => {
      if (isSessionLost(error)) return;
      void queryClient.invalidateQueries({ queryKey: MEMBER_DEVICES_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ACTIVITY_KEY });
      // A revoke that left fewer than two passkeys turned password sign-in back on: the member's answer carries it.
      if (answer?.message.endsWith(PASSWORD_BACK_ON)) void queryClient.invalidateQueries({ queryKey: MEMBER_USER_KEY });
    },
  });
}
