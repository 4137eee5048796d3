// /admin: checks the admin session (GET /api/admin/me) and shows the panel, or sends a visitor
// without one to /admin-login with 'Authentication Required' (spec §2, §4); on a fresh install,
// with no admin yet, to /admin-setup without it. The same happens when the session ends while the
// panel is open: any admin call answering 401 marks the check as "not signed in" (session-guard.ts).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useAdminMe } from "#web/lib/sessions/admin-session-api";
import { useSessionGuard } from "#web/features/admin/auth/api/session-guard";
import { authToasts } from "#web/features/admin/auth/lib/auth-toasts";
import { setupStatusQueryOptions } from "#web/features/admin/auth/api/admin-setup-api";
import { AdminDashboard } from "../components/admin-dashboard";

export function AdminPanelPage() {
  usePageMeta(pageTitle("Admin Control Panel"));
  useSessionGuard();
  const me = useAdminMe();
  const navigate = useNavigate();
  // A 401 answers null; a network failure or time-out is an error. Both mean "not signed in".
  const refused = me.isError || (me.isSuccess && me.data === null);
  // Asked only of a visitor without a session: on a fresh install there is nobody to sign in yet,
  // so the way on is the setup, and no "Authentication Required" stands over its form.
  const setupStatus = useQuery({ ...setupStatusQueryOptions(), enabled: refused });
  const noAdminYet = setupStatus.data?.setupDone === false;
  const knownWhereTo = setupStatus.isSuccess || setupStatus.isError;
  const redirected = useRef(false);

  useEffect(() => {
    if (!refused || !knownWhereTo || redirected.current) return;
    redirected.current = true;
    if (noAdminYet) {
      navigate(PAGE_PATHS.adminSetup, { replace: true });
      return;
    }
    toast(authToasts.authenticationRequired());
    navigate(PAGE_PATHS.adminLogin, { replace: true });
  }, [refused, knownWhereTo, noAdminYet, navigate]);

  if (refused || !me.data) {
    return (
      <p className="status-line" role="status">
        Authenticating...
        <span className="cursor" aria-hidden="true" />
      </p>
    );
  }
  return <AdminDashboard admin={me.data.admin} />;
}
