// The route table (public-screens.md §2.1). To add a page: write src/web/pages/<name>-page.tsx
// (or features/<area>/...) with a named component export, then add one line to pageRoutes.
// Pages load lazily so each one ships in its own chunk.
import { matchRoutes, Navigate, type RouteObject } from "react-router-dom";
import { AppLayout, PageLoading } from "./layout/app-layout";
import { NotFoundPage } from "#web/features/public/site/pages/not-found-page";
import { lazyPage, type LazyPage } from "./lazy-page";
import { nextTask } from "#web/lib/next-task";
import { PAGE_PATHS } from "#shared/page-paths";

export interface PageRoute {
  path: string;
  Page: LazyPage;
}

export const pageRoutes: PageRoute[] = [
  { path: PAGE_PATHS.home, Page: lazyPage(() => import("#web/features/public/site/pages/home-page"), "HomePage") },
  { path: PAGE_PATHS.adminLogin, Page: lazyPage(() => import("#web/features/admin/auth/pages/admin-login-page"), "AdminLoginPage") },
  { path: PAGE_PATHS.adminSetup, Page: lazyPage(() => import("#web/features/admin/auth/pages/admin-setup-page"), "AdminSetupPage") },
  { path: PAGE_PATHS.admin, Page: lazyPage(() => import("./admin-panel/pages/admin-panel-page"), "AdminPanelPage") },
  { path: PAGE_PATHS.adminTest, Page: lazyPage(() => import("#web/features/admin/auth/pages/admin-test-page"), "AdminTestPage") },
  { path: PAGE_PATHS.login, Page: lazyPage(() => import("#web/features/member/auth/pages/member-login-page"), "MemberLoginPage") },
  { path: PAGE_PATHS.register, Page: lazyPage(() => import("#web/features/member/auth/pages/register-page"), "RegisterPage") },
  {
    path: PAGE_PATHS.forgotPassword,
    Page: lazyPage(() => import("#web/features/member/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
  },
  {
    path: PAGE_PATHS.resetPassword,
    Page: lazyPage(() => import("#web/features/member/auth/pages/reset-password-page"), "ResetPasswordPage"),
  },
  { path: PAGE_PATHS.account, Page: lazyPage(() => import("#web/features/member/account/pages/account-page"), "AccountPage") },
  {
    path: PAGE_PATHS.accountSecurity,
    Page: lazyPage(() => import("#web/features/member/security/pages/security-page"), "SecurityPage"),
  },
  { path: PAGE_PATHS.claims, Page: lazyPage(() => import("#web/features/member/claims/pages/claims-page"), "ClaimsPage") },
  { path: PAGE_PATHS.newClaim, Page: lazyPage(() => import("#web/features/member/claims/pages/new-claim-page"), "NewClaimPage") },
  { path: PAGE_PATHS.claim, Page: lazyPage(() => import("#web/features/member/claims/pages/claim-detail-page"), "ClaimDetailPage") },
  {
    path: PAGE_PATHS.serviceRequest,
    Page: lazyPage(() => import("#web/features/member/claims/pages/service-request-page"), "ServiceRequestPage"),
  },
  {
    path: PAGE_PATHS.packages,
    Page: lazyPage(() => import("#web/features/public/commerce/pages/deployment-packages-page"), "DeploymentPackagesPage"),
  },
  { path: PAGE_PATHS.appraisers, Page: lazyPage(() => import("#web/features/public/commerce/pages/appraisers-page"), "AppraisersPage") },
  { path: PAGE_PATHS.contact, Page: lazyPage(() => import("#web/features/public/commerce/pages/contact-page"), "ContactPage") },
  { path: PAGE_PATHS.navigation, Page: lazyPage(() => import("#web/features/public/site/pages/navigation-page"), "NavigationPage") },
  { path: PAGE_PATHS.aboutNetwork, Page: lazyPage(() => import("#web/features/public/site/pages/about-network-page"), "AboutNetworkPage") },
  { path: PAGE_PATHS.ourProcess, Page: lazyPage(() => import("#web/features/public/site/pages/our-process-page"), "OurProcessPage") },
  {
    path: PAGE_PATHS.carrierTactics,
    Page: lazyPage(() => import("#web/features/public/site/pages/carrier-tactics-page"), "CarrierTacticsPage"),
  },
  {
    path: PAGE_PATHS.privacyPolicy,
    Page: lazyPage(() => import("#web/features/public/site/pages/privacy-policy-page"), "PrivacyPolicyPage"),
  },
  {
    path: PAGE_PATHS.termsOfService,
    Page: lazyPage(() => import("#web/features/public/site/pages/terms-of-service-page"), "TermsOfServicePage"),
  },
  {
    path: PAGE_PATHS.customerSupport,
    Page: lazyPage(() => import("#web/features/public/site/pages/customer-support-page"), "CustomerSupportPage"),
  },
];

export function buildRoutes(pages: readonly PageRoute[] = pageRoutes): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The first page of a visit renders once its chunk is in; until then, this.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to={PAGE_PATHS.home} replace /> },
        ...pages.map(({ path, Page }) => ({ path, lazy: Page })),
        // Eager, not lazy: a mistyped link must answer at once, even offline.
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Loads the lazy pages `pathname` matches and puts them in place in `routes`, so a router made
 * from them renders the page at once (hydrating a prerendered page needs the same tree the
 * server rendered, not the loading fallback).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // Asking for the chunks adds a preload link for each of their imports: a task of its own.
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
