// A member-only page (/account, the claims screens): the signed-in member, or on the way to
// /login?next=<this page>. A member whose session ended under the page is told so; a visitor is
// just sent on; a member who signed out on purpose goes where the sign-out leads.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "#web/components/toast/toast-store";
import { signedOutReason } from "#web/lib/sessions/member-query-keys";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { memberAuthToasts } from "#web/features/member/shared/member-auth-toasts";
import { loginPathFor } from "#web/lib/sessions/next-path";

export function useMemberPage() {
  const me = useCurrentMember();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;
  const signedOut = me.isSuccess && me.data === null;

  useEffect(() => {
    if (!signedOut) return;
    const reason = signedOutReason(queryClient);
    if (reason === "on-purpose") return;
    if (reason === "lost") toast(memberAuthToasts.sessionEnded());
    navigate(loginPathFor(here), { replace: true });
  }, [signedOut, navigate, here, queryClient]);

  return { user: me.data?.user, me };
}
