// The purchase and access windows (spec §7, decision 0026): their status, fetched while a member is
// signed in, and the two starts, which the client makes at the member's first sign-in.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CountdownDeadlineAnswer, CountdownStatusAnswer } from "#shared/answers/members";
import { apiJson, getQueryFn } from "#web/lib/api-client";
import { COUNTDOWN_STATUS_KEY } from "#web/lib/sessions/member-query-keys";
import type { CountdownKind } from "../lib/countdown-windows";

export const fetchCountdownStatus = getQueryFn<CountdownStatusAnswer>({ on401: "throw" });

/** `userId` keeps one member's windows from showing for another after a switch of account. */
export function countdownStatusQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...COUNTDOWN_STATUS_KEY, userId],
    queryFn: (context) => fetchCountdownStatus({ ...context, queryKey: COUNTDOWN_STATUS_KEY }),
    enabled: Boolean(userId),
  });
}

export const useCountdownStatus = (userId: string | undefined) => useQuery(countdownStatusQueryOptions(userId));

const START_URL: Record<CountdownKind, string> = {
  purchase: "/api/user/start-purchase-countdown",
  access: "/api/user/start-access-countdown",
};

/** Starts one window; starting it again answers the deadline it already has. */
export function startCountdown(kind: CountdownKind): Promise<CountdownDeadlineAnswer> {
  return apiJson<CountdownDeadlineAnswer>("POST", START_URL[kind]);
}
