import type { RequestMeta } from "#core/actor";
import { removeHiddenCharacters } from "#shared/hidden-characters";
import type { AppConfig } from "#core/platform/config";
import { clientAddressOf } from "./client-address";
import { peerAddressOf } from "./gate-peers";

type SocketSource = Parameters<typeof peerAddressOf>[0];

/** Client address and user agent of a request, for the audit log and the sign-in throttle. */
export function requestMeta(request: Request, server: SocketSource, config: AppConfig): RequestMeta {
  return {
    clientAddress: clientAddressOf(request, peerAddressOf(server, request), config.trustedProxies),
    // Kept in the audit and activity logs and shown to admins: a header's bytes above 0x7f arrive
    // as Latin-1, so C1 controls and the soft hyphen can ride in it; they are dropped, not refused.
    userAgent: userAgentOf(request),
  };
}

/** The request's User-Agent as it is kept: its first 300 characters, hidden ones dropped. */
export const userAgentOf = (request: Request): string | null =>
  removeHiddenCharacters(request.headers.get("user-agent")?.slice(0, 300) ?? "") || null;

/**
 * The same, worked out only when something reads it (an audit row): a signed-in read never
 * needs the peer's address, and asking the server for it costs more than the session lookup.
 */
export function lazyRequestMeta(request: Request, server: SocketSource, config: AppConfig): RequestMeta {
  let meta: RequestMeta | undefined;
  const known = () => (meta ??= requestMeta(request, server, config));
  return {
    get clientAddress() {
      return known().clientAddress;
    },
    get userAgent() {
      return known().userAgent;
    },
  };
}
