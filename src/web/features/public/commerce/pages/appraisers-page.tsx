// /appraisers (public-screens.md §2.9, §9 "Directory", spec README decision 2): the directory from
// the server (GET /api/appraisers), filtered and sorted by the shared rules of
// src/shared/appraiser-directory.ts. Each answer refreshes the browser's offline copy; the copy is
// shown only when the server cannot be reached, and says from when it is.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { NO_FILTERS, visibleDirectory, type DirectoryFilters } from "#shared/appraiser-directory";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { useDeferredQuery } from "#web/lib/use-deferred-query";
import { LoadFailed } from "#web/components/panel/load-failed";
import "#web/components/panel/panel.css";
import { formatUtc } from "#web/lib/format-time";
import { useAppraisers } from "../api/appraisers-api";
import { AppraiserCard } from "../components/appraiser-card";
import { DirectoryFilterPanel } from "../components/directory-filter-panel";
import { TierLegend } from "../components/tier-legend";
import { readStoredCache, writeStoredCache } from "../lib/appraiser-cache";
import { showingText, statesIn } from "../lib/directory-filters";
import "../commerce-pages.css";
import "./appraisers-page.css";

const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * A directory with nobody in it yet: that nobody is listed and where to go meanwhile (the lead
 * above says what the directory is), instead of a zero count and an empty filter panel. The count
 * line returns with the first appraiser.
 */
function EmptyDirectory() {
  return (
    <section className="empty-state directory__empty" aria-labelledby="directory-empty-title" data-testid="directory-empty">
      <h2 id="directory-empty-title" className="directory__empty-title">
        The directory is being assembled
      </h2>
      <p>
        Nobody is listed yet: the first entries appear here as soon as the network records them. Until then, questions about appraisals go
        to the team.
      </p>
      <p className="directory__empty-actions">
        <Link to={PAGE_PATHS.contact} className="term-button term-button--compact">
          CONTACT THE TEAM
        </Link>
        <Link to={PAGE_PATHS.packages} className="term-button term-button--compact term-button--ghost">
          DEPLOYMENT PACKAGES
        </Link>
      </p>
    </section>
  );
}

function BackLink() {
  return (
    <Link to={PAGE_PATHS.packages} className="text-link">
      <span aria-hidden="true">◄ </span>Deployment packages
    </Link>
  );
}

export function AppraisersPage() {
  usePageMeta(
    pageTitle("Appraiser Directory"),
    "The AAN appraiser network: success rates, credentials and states of the appraisers members work with.",
  );
  const query = useAppraisers();
  // The cards are the page's largest render: filled in once the browser has time (use-deferred-query.ts).
  const directory = useDeferredQuery(query);
  // Read once per visit; an unparseable copy is logged and dropped here.
  const [offlineCopy] = useState(() => readStoredCache(browserStorage()));
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  // Closed at first on every screen: the appraisers come first (a card on the first screen at
  // 1280×800), and SHOW opens the filters on demand.
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    if (directory.data) writeStoredCache(browserStorage(), directory.data.appraisers, Date.now());
  }, [directory.data]);

  const offline = !directory.data && directory.status === "error" && offlineCopy !== null;
  const list: readonly Schema<"Appraiser">[] | undefined = directory.data?.appraisers ?? (offline ? offlineCopy.appraisers : undefined);
  const shown = useMemo(() => (list ? visibleDirectory(list, filters) : []), [list, filters]);
  const states = useMemo(() => statesIn(list ?? []), [list]);

  return (
    <div className="commerce directory">
      <header className="commerce__head">
        <BackLink />
        <p className="screen-kicker">
          <span className="status-dot" aria-hidden="true" /> NETWORK // FIELD ASSETS
        </p>
        <h1 className="screen-title screen-title--large">Appraiser Directory</h1>
        {/* What the directory is, in the page's HTML from the start: the largest text a phone shows
            before the directory's answer arrives. */}
        <p className="text-muted commerce__lead" data-testid="directory-lead">
          The appraisers members work with: each one&apos;s state, credentials, specialties and recorded success rate, with filters by
          credential count, success band and state. Figures change only when the network records them.
        </p>
      </header>

      <TierLegend />

      {offline ? (
        <div className="offline-note" role="status">
          <p>
            <span aria-hidden="true">! </span>
            Server unreachable: offline copy from {formatUtc(new Date(offlineCopy.savedAt).toISOString())}.
          </p>
          <button type="button" className="term-button term-button--compact" onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : null}

      {/* One screen tall whatever it holds, so the footer below never moves into view when the
          directory's answer replaces the loading line (the page's HTML is built with that line). */}
      <div className="directory__results">
        {list && list.length === 0 ? (
          <EmptyDirectory />
        ) : list ? (
          <>
            <DirectoryFilterPanel filters={filters} onChange={setFilters} states={states} open={panelOpen} onOpenChange={setPanelOpen} />
            <p className="directory__count" role="status" data-testid="directory-count">
              {showingText(shown.length, list.length)}
            </p>
            {shown.length === 0 ? (
              <div className="empty-state">
                <p>No appraiser matches these filters.</p>
                <button type="button" className="term-button term-button--compact" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </button>
              </div>
            ) : (
              <ul className="appraiser-grid" aria-label="Appraisers">
                {shown.map((a) => (
                  <AppraiserCard key={a.id} appraiser={a} />
                ))}
              </ul>
            )}
          </>
        ) : directory.status === "error" ? (
          <LoadFailed message="Failed to load the appraiser directory" onRetry={() => void query.refetch()} />
        ) : (
          <p className="status-line" role="status">
            Loading directory...
            <span className="cursor" aria-hidden="true" />
          </p>
        )}
      </div>

      <footer className="commerce__foot">
        <BackLink />
      </footer>
    </div>
  );
}
