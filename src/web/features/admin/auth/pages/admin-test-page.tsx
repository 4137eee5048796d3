// /admin-test: proves the admin routes resolve (spec §2), with the way on to /admin and /home.
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { AuthPanel, AuthPanelLinks } from "#web/components/auth-panel/auth-panel";

export function AdminTestPage() {
  usePageMeta(pageTitle("Admin Routing Test"));
  return (
    <AuthPanel channel="route-check // admin" status="exit 0" headingId="admin-test-heading">
      <h1 id="admin-test-heading" className="screen-title">
        Admin Routing Test
      </h1>
      <pre className="term-log">
        <code>
          <span className="log-prompt">$</span> resolve /admin-test{"\n"}
          <span className="admin-ok">OK</span>: admin routing is working
        </code>
      </pre>
      <AuthPanelLinks to={PAGE_PATHS.admin} label="Open Admin Panel" />
    </AuthPanel>
  );
}
