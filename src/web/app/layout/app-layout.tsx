// The frame around every page: background, top bar, a member's countdown badges, header, and the routed page.
// The badges live in the fixed top bar (or, on the landing pages without one, in a strip of their
// own): the page scrolls beneath them as beneath the bar, so they never cover a control.
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { isLandingPath, isTopBarVisible } from "#web/lib/paths";
import { ScrollToTop } from "./scroll-to-top";
import { FocusPageHeading } from "./focus-page-heading";
import { MemberCountdowns } from "#web/features/member/account/components/member-countdowns";
import { useMemberSessionGuard } from "#web/lib/sessions/member-session-guard";
import { NeonBackground } from "#web/components/neon-background/neon-background";
import { SiteHeader } from "./site-header";
import { TopBorderBar } from "./top-border-bar";
import "./app-layout.css";

/** Shown while a page's chunk loads (the first page of a visit, before the router can render it). */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      LOADING
      <span className="cursor" aria-hidden="true" />
    </p>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const withTopBar = isTopBarVisible(pathname);
  useMemberSessionGuard();

  return (
    <>
      <ScrollToTop />
      <FocusPageHeading />
      <NeonBackground dimmed={!isLandingPath(pathname)} />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {withTopBar ? (
        <TopBorderBar>
          <MemberCountdowns placement="top-bar" />
        </TopBorderBar>
      ) : (
        <MemberCountdowns placement="strip" />
      )}
      <div className={withTopBar ? "shell shell--with-top-bar" : "shell"}>
        <SiteHeader />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </>
  );
}
