// Whether this browser has an admin signed in, as far as the web app last saw. The admin cookie is
// HttpOnly and every anonymous /api/admin/me is an audited refusal, so the public pages do not ask
// the server for every visitor: they ask only in a browser where an admin signed in, and the
// server's answer (an admin, or 401) then keeps this mark true or clears it.
// The mark is a cookie the app writes, not local storage: a page's first touch of local storage
// can wait tens of milliseconds for the browser to open it, and every prerendered page's start
// looks at the mark; reading cookies takes well under a millisecond (decision 0079).
import { hasCookie } from "./readable-cookie";

const NAME = "aan-admin-signed-in";
/** Each answer naming an admin renews it; a browser left alone that long asks again from /admin. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function rememberAdminPresence(signedIn: boolean): void {
  if (typeof document === "undefined" || (!signedIn && !hasAdminPresence())) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  const value = signedIn ? `1; Max-Age=${MAX_AGE_SECONDS}` : "; Max-Age=0";
  document.cookie = `${NAME}=${value}; Path=/; SameSite=Strict${secure}`;
}

export const hasAdminPresence = (): boolean => hasCookie([NAME], "1");
