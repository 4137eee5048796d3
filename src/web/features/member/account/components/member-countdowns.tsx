// The countdown badges of a signed-in member, on every page (public-screens.md §2.2, §2.10). The
// client starts both windows at the member's first sign-in: whenever the status shows a window not
// started, it is started once (the server keeps the first start, decision 0026). A paying member
// sees no badge: the windows no longer bind them (decision 0041). Failures of the status read, the
// subscription read or a start are only logged (spec §8).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { CountdownBadge, CountdownBadgeDock, type DockPlacement } from "#web/components/countdown-badge/countdown-badge";
import { MEMBER_CREDIBILITY_KEY } from "#web/lib/sessions/member-query-keys";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { startCountdown, useCountdownStatus } from "../api/countdown-api";
import { badgesOf, windowsApply, windowsToStart } from "../lib/countdown-windows";

function useStartMissingWindows(userId: string | undefined, status: ReturnType<typeof useCountdownStatus>) {
  const startedFor = useRef<string | undefined>(undefined);
  const { data, refetch } = status;
  useEffect(() => {
    if (!userId || !data || startedFor.current === userId) return;
    const missing = windowsToStart(data);
    if (missing.length === 0) return;
    startedFor.current = userId;
    void Promise.allSettled(missing.map((kind) => startCountdown(kind))).then((results) => {
      for (const result of results) if (result.status === "rejected") console.error("Countdown start failed", result.reason);
      void refetch();
    });
  }, [userId, data, refetch]);
}

export function MemberCountdowns({ placement }: { placement: DockPlacement }) {
  const me = useCurrentMember();
  const userId = me.data?.user.id;
  const status = useCountdownStatus(userId);
  const subscription = useMemberSubscription(userId);
  const queryClient = useQueryClient();
  useStartMissingWindows(userId, status);

  const { isError, error } = status;
  useEffect(() => {
    if (isError) console.error("Countdown status failed", error);
  }, [isError, error]);
  useEffect(() => {
    if (subscription.isError) console.error("Subscription read failed", subscription.error);
  }, [subscription.isError, subscription.error]);

  const badges = userId ? badgesOf(status.data, windowsApply(subscription.data, subscription.isError)) : [];
  if (badges.length === 0) return null;
  return (
    <CountdownBadgeDock placement={placement}>
      {badges.map(({ kind, deadline }) => (
        <CountdownBadge
          key={kind}
          type={kind}
          targetDate={deadline}
          // The access window's end closes the member-only data: what is on screen must say so.
          onExpire={kind === "access" ? () => void queryClient.invalidateQueries({ queryKey: MEMBER_CREDIBILITY_KEY }) : undefined}
        />
      ))}
    </CountdownBadgeDock>
  );
}
