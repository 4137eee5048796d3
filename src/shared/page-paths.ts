// The pages the web app has, in one list: the SPA's router builds its routes from it and the
// server answers 200 for these and 404 for any other path (still with the app, which then shows
// its own "not found" page), so a mistyped link is a real 404 to browsers, crawlers and monitors.
export const PAGE_PATHS = {
  root: "/",
  home: "/home",
  admin: "/admin",
  adminLogin: "/admin-login",
  adminSetup: "/admin-setup",
  adminTest: "/admin-test",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  account: "/account",
  claims: "/claims",
  newClaim: "/claims/new",
  serviceRequest: "/service-request",
  packages: "/deployment-packages",
  appraisers: "/appraisers",
  contact: "/contact",
  navigation: "/navigation",
  aboutNetwork: "/about-network",
  ourProcess: "/our-process",
  carrierTactics: "/carrier-tactics",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  customerSupport: "/customer-support",
} as const;

const KNOWN = new Set<string>(Object.values(PAGE_PATHS));

/** Pages whose last part names a record (the SPA's ":id" routes): /claims/<claim uuid>. */
const RECORD_PAGES: readonly RegExp[] = [/^\/claims\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i];

/** "/home/" is "/home": a trailing slash does not make another page. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = trimmed === "" ? "/" : trimmed;
  return KNOWN.has(path) || RECORD_PAGES.some((pattern) => pattern.test(path));
}
