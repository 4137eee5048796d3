// /admin: checks the admin session (GET /api/admin/me) and shows the panel, or sends a visitor
// without one to /admin-login with 'Authentication Required' (spec §2, §4).
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { PATHS } from "../../../app/paths";
import { pageTitle, usePageMeta } from "../../../app/use-page-meta";
import { toast } from "../../../components/toast/toast-store";
import { useAdminMe } from "../api/admin-session-api";
import { AdminDashboard } from "../components/admin-dashboard";
import { adminToasts } from "../lib/admin-toasts";
import "../admin.css";

export function AdminPanelPage() {
  usePageMeta(pageTitle("Admin Control Panel"));
  const me = useAdminMe();
  const navigate = useNavigate();
  // A 401 answers null; a network failure or time-out is an error. Both mean "not signed in".
  const refused = me.isError || (me.isSuccess && me.data === null);
  const redirected = useRef(false);

  useEffect(() => {
    if (!refused || redirected.current) return;
    redirected.current = true;
    toast(adminToasts.authenticationRequired());
    navigate(PATHS.adminLogin, { replace: true });
  }, [refused, navigate]);

  if (refused || !me.data) {
    return (
      <p className="admin-checking" role="status">
        Authenticating...<span className="cursor" aria-hidden="true" />
      </p>
    );
  }
  return <AdminDashboard admin={me.data.admin} />;
}
