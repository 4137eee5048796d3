// Checks made before a request reaches any route: body size and cross-site state changes.
import { DomainError } from "#shared/errors";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants";
import { UPLOAD_REQUEST_TOO_LARGE } from "#shared/upload-limits";
import { BODY_TOO_LARGE } from "./json-body";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A body that declares more than the largest upload is refused before a byte is read (one that
 * declares nothing is counted as it streams). Only uploads are multipart, so they are told the
 * upload's limits; anything else is simply too large.
 */
export function assertBodyWithinLimit(request: Request): void {
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_REQUEST_BODY_BYTES) {
    const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    throw new DomainError("too_large", multipart ? UPLOAD_REQUEST_TOO_LARGE : BODY_TOO_LARGE);
  }
}

/**
 * A state change must come from our own pages: a browser tells where a request comes from with
 * Origin and Sec-Fetch-Site. Clients that send neither (curl, the CLI's tests) are not browsers
 * carrying someone else's cookies, so they pass.
 */
export function assertSameOrigin(request: Request, baseUrl: string): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    throw new DomainError("forbidden", "Cross-site request refused");
  }
  const origin = request.headers.get("origin");
  if (!origin) return;
  const allowed = new Set([new URL(request.url).origin, new URL(baseUrl).origin]);
  const host = request.headers.get("host");
  if (host) allowed.add(`${new URL(request.url).protocol}//${host}`);
  if (!allowed.has(origin)) {
    throw new DomainError("forbidden", "Cross-site request refused");
  }
}
