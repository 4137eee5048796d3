// Route paths the shell links to (public-screens.md §2.1, §2.2), and the per-route shell rules.
import { LANDING_PATHS, TOP_BAR_HIDDEN_PATHS } from "#shared/constants";
import { PAGE_PATHS } from "#shared/page-paths";

/** The pages of src/shared/page-paths.ts, and the claim page's route pattern (the server matches its ids itself). */
export const PATHS = { ...PAGE_PATHS, claim: "/claims/:id" } as const;

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
