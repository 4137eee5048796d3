// Route paths the shell links to (public-screens.md §2.1, §2.2), and the per-route shell rules.
import { HOME_PATH, LANDING_PATHS, TOP_BAR_HIDDEN_PATHS } from "#shared/constants";

export const PATHS = {
  root: "/",
  home: HOME_PATH,
  navigation: "/navigation",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  account: "/account",
  claims: "/claims",
  newClaim: "/claims/new",
  claim: "/claims/:id",
  serviceRequest: "/service-request",
  appraisers: "/appraisers",
  packages: "/deployment-packages",
  contact: "/contact",
  aboutNetwork: "/about-network",
  ourProcess: "/our-process",
  carrierTactics: "/carrier-tactics",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  customerSupport: "/customer-support",
  admin: "/admin",
  adminLogin: "/admin-login",
  adminSetup: "/admin-setup",
  adminTest: "/admin-test",
} as const;

/** "/home/" and "/home" are the same route for the router, so the shell rules treat them alike. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Landing routes show the background at full strength and no blur. */
export function isLandingPath(pathname: string): boolean {
  return (LANDING_PATHS as readonly string[]).includes(normalizePath(pathname));
}

export function isTopBarVisible(pathname: string): boolean {
  return !(TOP_BAR_HIDDEN_PATHS as readonly string[]).includes(normalizePath(pathname));
}
