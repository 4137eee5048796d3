// The server's signed-in hint (SIGNED_IN_HINT_COOKIE): set and cleared with the member session
// cookie, which the app cannot read. Without it this browser has no session, so the app does not
// ask GET /api/auth/user for a 401 (a console error on every visitor's page load).
import { SIGNED_IN_HINT_COOKIE } from "#shared/constants";
import { hasCookie } from "./readable-cookie";

const NAMES = [SIGNED_IN_HINT_COOKIE, `__Host-${SIGNED_IN_HINT_COOKIE}`];

/** True when this browser may be signed in as a member; false where there is no document (prerendering). */
export function hasSignedInHint(): boolean {
  return hasCookie(NAMES, "1");
}

/** The session turned out to be gone (401): forget the hint so later pages do not ask again. */
export function clearSignedInHint(): void {
  if (typeof document === "undefined") return;
  const secure = location.protocol === "https:";
  for (const name of NAMES) {
    if (name.startsWith("__Host-") && !secure) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  }
}
