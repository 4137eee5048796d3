// The visitor cookie: given with a page of the app, sent back by the browser with its API calls.
// Only a value this server signed counts a visitor (src/core/content/online-visitors.ts), so a client that
// never loaded a page, or makes values up, is not counted. The value is a random id and its HMAC;
// the key is kept owner-only in the data folder so the cookies of open tabs stay valid across a
// restart. It is a session cookie: it says "this browser is here now", and nothing more.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AppContext } from "#core/context";
import { laxCookieHeader, siteCookieName } from "./site-cookies";

const KEY_FILE = "visitor-cookie.key";
const MAC_LENGTH = 22;

export const visitorCookieName = (ctx: AppContext) => siteCookieName(ctx, "aan_visitor");

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64url");
}

/** The data folder's signing key, made on first use; an in-memory database gets one per process. */
function signingKey(dataDir: string): Uint8Array {
  if (dataDir === ":memory:") return crypto.getRandomValues(new Uint8Array(32));
  const path = join(dataDir, KEY_FILE);
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    const key = crypto.getRandomValues(new Uint8Array(32));
    try {
      writeFileSync(path, key, { mode: 0o600, flag: "wx" });
      return key;
    } catch {
      // Another start wrote it first, or the folder is read-only: use what is there, else this one.
      try {
        return new Uint8Array(readFileSync(path));
      } catch {
        return key;
      }
    }
  }
}

export function createVisitorCookies(ctx: AppContext) {
  const key = signingKey(ctx.config.dataDir);
  const name = visitorCookieName(ctx);
  const mac = (id: string) => new Bun.CryptoHasher("sha256", key).update(id).digest("base64url").slice(0, MAC_LENGTH);

  return {
    name,
    /** A new signed value, as a Set-Cookie header. */
    issue(): string {
      const id = base64url(crypto.getRandomValues(new Uint8Array(16)));
      return laxCookieHeader(ctx, name, `${id}.${mac(id)}`);
    },
    /** True when `value` is one this server signed. */
    isGenuine(value: string | undefined): value is string {
      if (!value) return false;
      const dot = value.indexOf(".");
      if (dot <= 0) return false;
      const expected = mac(value.slice(0, dot));
      const given = value.slice(dot + 1);
      return given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    },
  };
}
