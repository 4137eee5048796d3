// The pages the web app has, in one list: the SPA's router builds its routes from it, its links
// name its entries, and the server answers 200 for these and 404 for any other path (still with
// the app, which then shows its own "not found" page), so a mistyped link is a real 404 to
// browsers, crawlers and monitors. A `:id` part is a record's uuid.
import { HOME_PATH } from "./constants";

export const PAGE_PATHS = {
  root: "/",
  home: HOME_PATH,
  admin: "/admin",
  adminLogin: "/admin-login",
  adminSetup: "/admin-setup",
  adminTest: "/admin-test",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  account: "/account",
  accountSecurity: "/account/security",
  claims: "/claims",
  newClaim: "/claims/new",
  claim: "/claims/:id",
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

const PATTERNS: readonly string[] = Object.values(PAGE_PATHS);
const KNOWN = new Set(PATTERNS.filter((path) => !path.includes(":")));

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Pages whose part names a record (the router's ":id"): /claims/<claim uuid>. */
const RECORD_PAGES: readonly RegExp[] = PATTERNS.filter((path) => path.includes(":")).map(
  (path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, UUID)}$`, "i"),
);

/** "/home/" is "/home": a trailing slash does not make another page. */
export function isKnownPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const path = trimmed === "" ? "/" : trimmed;
  return KNOWN.has(path) || RECORD_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The pages anyone may read without signing in, and the member sign-in: bench/lighthouse.ts
 * measures them, and their HTML is rendered at build time (PRERENDERED_PAGE_PATHS, below).
 */
export const PUBLIC_PAGE_PATHS = [
  PAGE_PATHS.home,
  PAGE_PATHS.login,
  PAGE_PATHS.navigation,
  PAGE_PATHS.aboutNetwork,
  PAGE_PATHS.ourProcess,
  PAGE_PATHS.carrierTactics,
  PAGE_PATHS.packages,
  PAGE_PATHS.appraisers,
  PAGE_PATHS.contact,
  PAGE_PATHS.privacyPolicy,
  PAGE_PATHS.termsOfService,
  PAGE_PATHS.customerSupport,
] as const;

/**
 * The public pages rendered at build time: all of them. The appraiser directory's HTML shows its
 * loading state (the directory comes from the API), as a visitor's browser does before the answer.
 * @alias of PUBLIC_PAGE_PATHS, named for what the build does with it.
 */
export const PRERENDERED_PAGE_PATHS: readonly string[] = PUBLIC_PAGE_PATHS;
