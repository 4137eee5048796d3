// The per-route shell rules (public-screens.md §2.1, §2.2). The paths themselves are PAGE_PATHS
// (src/shared/page-paths.ts), which the server reads too.
import { LANDING_PATHS, TOP_BAR_HIDDEN_PATHS } from "#shared/constants";

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
