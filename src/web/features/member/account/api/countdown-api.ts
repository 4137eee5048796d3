// The purchase and access windows (spec §7, decision 0026): their status, fetched while a member is
// signed in, and the two starts, which the client makes at the member's first sign-in.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { COUNTDOWN_STATUS_KEY } from "#web/lib/sessions/member-query-keys";
import type { CountdownKind } from "../lib/countdown-windows";

export const fetchCountdownStatus = apiQueryFn("/api/user/countdown-status", {}, { on401: "throw" });

/** `userId` keeps one member's windows from showing for another after a switch of account. */
export function countdownStatusQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...COUNTDOWN_STATUS_KEY, userId],
    queryFn: fetchCountdownStatus,
    enabled: Boolean(userId),
  });
}

export const useCountdownStatus = (userId: string | undefined) => useQuery(countdownStatusQueryOptions(userId));

const START_PATH = {
  purchase: "/api/user/start-purchase-countdown",
  access: "/api/user/start-access-countdown",
} as const satisfies Record<CountdownKind, string>;

/** Starts one window; starting it again answers the deadline it already has. */
export function startCountdown(kind: CountdownKind) {
  return apiCall("post", START_PATH[kind], {});
}
