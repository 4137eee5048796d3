import type { RequestMeta } from "#core/actor";
import type { AppConfig } from "#core/config";
import { clientAddressOf } from "./client-address";

type SocketSource = { requestIP(request: Request): { address: string } | null } | null | undefined;

/** Client address and user agent of a request, for the audit log and the sign-in throttle. */
export function requestMeta(request: Request, server: SocketSource, config: AppConfig): RequestMeta {
  return {
    clientAddress: clientAddressOf(request, server?.requestIP(request)?.address, config.trustedProxies),
    userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  };
}
