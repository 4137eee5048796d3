// The page table as data: each page's path → the module under src/web that draws it (as the
// build's manifest names it; home-page.tsx exports HomePage). The router loads each lazily
// (routes.tsx); the prerender and the bench find a page's chunk with it.
import { PAGE_PATHS } from "#shared/page-paths";

export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PAGE_PATHS.home]: "features/public/site/pages/home-page.tsx",
  [PAGE_PATHS.adminLogin]: "features/admin/auth/pages/admin-login-page.tsx",
  [PAGE_PATHS.adminSetup]: "features/admin/auth/pages/admin-setup-page.tsx",
  [PAGE_PATHS.admin]: "app/admin-panel/pages/admin-panel-page.tsx",
  [PAGE_PATHS.adminTest]: "features/admin/auth/pages/admin-test-page.tsx",
  [PAGE_PATHS.login]: "features/member/auth/pages/member-login-page.tsx",
  [PAGE_PATHS.register]: "features/member/auth/pages/register-page.tsx",
  [PAGE_PATHS.forgotPassword]: "features/member/auth/pages/forgot-password-page.tsx",
  [PAGE_PATHS.resetPassword]: "features/member/auth/pages/reset-password-page.tsx",
  [PAGE_PATHS.account]: "features/member/account/pages/account-page.tsx",
  [PAGE_PATHS.accountSecurity]: "features/member/security/pages/security-page.tsx",
  [PAGE_PATHS.claims]: "features/member/claims/pages/claims-page.tsx",
  [PAGE_PATHS.newClaim]: "features/member/claims/pages/new-claim-page.tsx",
  [PAGE_PATHS.claim]: "features/member/claims/pages/claim-detail-page.tsx",
  [PAGE_PATHS.serviceRequest]: "features/member/claims/pages/service-request-page.tsx",
  [PAGE_PATHS.packages]: "features/public/commerce/pages/deployment-packages-page.tsx",
  [PAGE_PATHS.appraisers]: "features/public/commerce/pages/appraisers-page.tsx",
  [PAGE_PATHS.contact]: "features/public/commerce/pages/contact-page.tsx",
  [PAGE_PATHS.navigation]: "features/public/site/pages/navigation-page.tsx",
  [PAGE_PATHS.aboutNetwork]: "features/public/site/pages/about-network-page.tsx",
  [PAGE_PATHS.ourProcess]: "features/public/site/pages/our-process-page.tsx",
  [PAGE_PATHS.carrierTactics]: "features/public/site/pages/carrier-tactics-page.tsx",
  [PAGE_PATHS.privacyPolicy]: "features/public/site/pages/privacy-policy-page.tsx",
  [PAGE_PATHS.termsOfService]: "features/public/site/pages/terms-of-service-page.tsx",
  [PAGE_PATHS.customerSupport]: "features/public/site/pages/customer-support-page.tsx",
};

/** "features/…/home-page.tsx" → "HomePage": the export a page module draws its page with. */
export const pageExportName = (module: string): string =>
  module.replace(/^.*\/|\.tsx$/g, "").replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase());
