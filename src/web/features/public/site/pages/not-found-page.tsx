// 404 for any path the route table does not know (public-screens.md §2.1). It names the path that
// was asked for, never where the app keeps its code.
import { Link, useLocation } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta(pageTitle("404 Page Not Found"));

  return (
    <section className="terminal-panel not-found" aria-labelledby="not-found-heading">
      <div className="terminal-panel__bar" aria-hidden="true">
        <span>route-resolver</span>
        <span className="terminal-panel__code">EXIT 404</span>
      </div>
      <h1 id="not-found-heading" className="not-found__title">
        404 Page Not Found
      </h1>
      <pre className="term-log">
        <code>
          <span className="log-prompt">$</span> resolve {pathname}
          {"\n"}
          <span className="log-error">ERR_ROUTE_NOT_FOUND</span>: no handler for <span className="not-found__path">{pathname}</span>
          {"\n"}
          <span className="log-hint">hint</span>: check the address for a typo, or start again from /home
        </code>
      </pre>
      <Link to={PAGE_PATHS.home} className="term-button">
        &gt; OPEN /home
      </Link>
    </section>
  );
}
