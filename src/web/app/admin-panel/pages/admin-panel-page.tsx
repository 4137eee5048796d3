// /admin: checks the admin session (GET /api/admin/me) and shows the panel, or sends a visitor
// without one to /admin-login with 'Authentication Required' (spec §2, §4). The same happens when
// the session ends while the panel is open: any admin call answering 401 marks the check as "not
// signed in" (session-guard.ts).
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { toast } from "#web/components/toast/toast-store";
import { useAdminMe } from "#web/lib/sessions/admin-session-api";
import { useSessionGuard } from "#web/features/admin/auth/api/session-guard";
import { authToasts } from "#web/features/admin/auth/lib/auth-toasts";
import { AdminDashboard } from "../components/admin-dashboard";

export function AdminPanelPage() {
  usePageMeta(pageTitle("Admin Control Panel"));
  useSessionGuard();
  const me = useAdminMe();
  const navigate = useNavigate();
  // A 401 answers null; a network failure or time-out is an error. Both mean "not signed in".
  const refused = me.isError || (me.isSuccess && me.data === null);
  const redirected = useRef(false);

  useEffect(() => {
    if (!refused || redirected.current) return;
    redirected.current = true;
    toast(authToasts.authenticationRequired());
    navigate(PAGE_PATHS.adminLogin, { replace: true });
  }, [refused, navigate]);

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
