// Baseline headers on every response, API and SPA alike.

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No inline script at all: every page, prerendered or not, starts the app with one module file.
  "script-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The policy of a page that carries its style in one <style> element (a prerendered public page):
 * that element alone is allowed, by the digest of its text (base64 SHA-256); style attributes and
 * any other inline style stay refused.
 */
export function policyAllowingStyle(digest: string): string {
  return `${CONTENT_SECURITY_POLICY}; style-src 'self' 'sha256-${digest}'`;
}

export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * Browsers that once reached the service over https never try plain http on its host again for a
 * year. Sent only where the service is served over https (the base URL says so): on http a browser
 * ignores it, and a server tried over plain http must stay reachable. Not for subdomains: the
 * operator's other hosts are not AAN's to pin.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** The headers every answer of a service reached at `baseUrl` carries. */
export function securityHeadersFor(baseUrl: string): Record<string, string> {
  if (!baseUrl.startsWith("https:")) return SECURITY_HEADERS;
  return { ...SECURITY_HEADERS, "strict-transport-security": STRICT_TRANSPORT_SECURITY };
}
