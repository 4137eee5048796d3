// The page table as data: each page's path → the module under src/web that draws it (as the
// build's manifest names it; home-page.tsx exports HomePage). The router loads each lazily
// (routes.tsx); the prerender and the bench find a page's chunk with it.
import { PAGE_PATHS } from "#shared/page-paths";

const site = "features/public/site/pages";
const commerce = "features/public/commerce/pages";
const adminAuth = "features/admin/auth/pages";
const memberAuth = "features/member/auth/pages";
const claims = "features/member/claims/pages";

export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.home]: `${site}/home-page.tsx`,
  [PAGE_PATHS.adminLogin]: `${adminAuth}/admin-login-page.tsx`,
  [PAGE_PATHS.adminSetup]: `${adminAuth}/admin-setup-page.tsx`,
  [PAGE_PATHS.admin]: "app/admin-panel/pages/admin-panel-page.tsx",
  [PAGE_PATHS.adminTest]: `${adminAuth}/admin-test-page.tsx`,
  [PAGE_PATHS.login]: `${memberAuth}/member-login-page.tsx`,
  [PAGE_PATHS.register]: `${memberAuth}/register-page.tsx`,
  [PAGE_PATHS.forgotPassword]: `${memberAuth}/forgot-password-page.tsx`,
  [PAGE_PATHS.resetPassword]: `${memberAuth}/reset-password-page.tsx`,
  [PAGE_PATHS.account]: "features/member/account/pages/account-page.tsx",
  [PAGE_PATHS.claims]: `${claims}/claims-page.tsx`,
  [PAGE_PATHS.newClaim]: `${claims}/new-claim-page.tsx`,
  [PAGE_PATHS.claim]: `${claims}/claim-detail-page.tsx`,
  [PAGE_PATHS.serviceRequest]: `${claims}/service-request-page.tsx`,
  [PAGE_PATHS.packages]: `${commerce}/deployment-packages-page.tsx`,
  [PAGE_PATHS.appraisers]: `${commerce}/appraisers-page.tsx`,
  [PAGE_PATHS.contact]: `${commerce}/contact-page.tsx`,
  [PAGE_PATHS.navigation]: `${site}/navigation-page.tsx`,
  [PAGE_PATHS.aboutNetwork]: `${site}/about-network-page.tsx`,
  [PAGE_PATHS.ourProcess]: `${site}/our-process-page.tsx`,
  [PAGE_PATHS.carrierTactics]: `${site}/carrier-tactics-page.tsx`,
  [PAGE_PATHS.privacyPolicy]: `${site}/privacy-policy-page.tsx`,
  [PAGE_PATHS.termsOfService]: `${site}/terms-of-service-page.tsx`,
  [PAGE_PATHS.customerSupport]: `${site}/customer-support-page.tsx`,
};

/** "features/…/home-page.tsx" → "HomePage": the export a page module draws its page with. */
export const pageExportName = (module: string): string =>
  module.replace(/^.*\/|\.tsx$/g, "").replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
