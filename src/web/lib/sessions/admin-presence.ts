// Whether this browser has an admin signed in, as far as the web app last saw. The admin cookie is
// HttpOnly and every anonymous /api/admin/me is an audited refusal, so the public pages do not ask
// the server for every visitor: they ask only in a browser where an admin signed in, and the
// server's answer (an admin, or 401) then keeps this mark true or clears it.
const KEY = "aan-admin-signed-in";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (privacy settings): then no admin link, nothing breaks.
    return undefined;
  }
}

export function rememberAdminPresence(signedIn: boolean): void {
  const store = storage();
  try {
    if (signedIn) store?.setItem(KEY, "1");
    else store?.removeItem(KEY);
  } catch {
    // A full or refused storage only costs the header's ADMIN link.
  }
}

export const hasAdminPresence = (): boolean => storage()?.getItem(KEY) === "1";
