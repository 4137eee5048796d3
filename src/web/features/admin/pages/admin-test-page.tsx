// /admin-test: proves the admin routes resolve (spec §2), with the way on to /admin and /home.
import { Link } from "react-router-dom";
import { PATHS } from "../../../app/paths";
import { pageTitle, usePageMeta } from "../../../app/use-page-meta";
import { AuthPanel } from "../components/auth-panel";
import "../admin.css";

export function AdminTestPage() {
  usePageMeta(pageTitle("Admin Routing Test"));
  return (
    <AuthPanel channel="route-check // admin" status="exit 0" headingId="admin-test-heading">
      <h1 id="admin-test-heading" className="admin-auth__title">
        Admin Routing Test
      </h1>
      <pre className="term-log">
        <code>
          <span className="log-prompt">$</span> resolve /admin-test{"\n"}
          <span className="admin-ok">OK</span>: admin routing is working
        </code>
      </pre>
      <div className="admin-actions admin-actions--stretch">
        <Link to={PATHS.admin} className="term-button">
          Open Admin Panel
        </Link>
        <Link to={PATHS.home} className="term-button term-button--ghost">
          Return to Home
        </Link>
      </div>
    </AuthPanel>
  );
}
