// Behind a reverse proxy that is not named in AAN_TRUSTED_PROXIES, every client seems to come
// from the proxy's address: they share one sign-in throttle, and 20 failures shut every admin
// out. Nothing can tell that from inside a request, but a forwarding header from an untrusted
// peer is the sign of it: the server says so once in its log, with the setting that fixes it.
import type { Log } from "#core/platform/log";
import { canonicalAddress } from "./client-address";

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** `onSeen` learns of the first such request too (the setup checklist keeps it for the operator). */
export function createUntrustedForwardingWarning(
  log: Log,
  trustedProxies: readonly string[],
  onSeen: (peer: string, header: string) => void = () => {},
) {
  let warned = false;
  const trusted = new Set(trustedProxies.map(canonicalAddress));
  // The peer's address is asked for only when a forwarding header is there: most requests have none.
  return (request: Request, peerAddressOf: () => string | undefined): void => {
    if (warned) return;
    const header = FORWARDING_HEADERS.find((name) => request.headers.has(name));
    if (!header) return;
    const peerAddress = peerAddressOf();
    if (!peerAddress || trusted.has(canonicalAddress(peerAddress))) return;
    warned = true;
    log.warn("untrusted_forwarding_header", {
      peer: peerAddress,
      header,
      hint: `requests from ${peerAddress} carry ${header}, but it is not in AAN_TRUSTED_PROXIES: all its clients share one address for the sign-in throttle. Set AAN_TRUSTED_PROXIES=${peerAddress} if it is your reverse proxy.`,
    });
    onSeen(peerAddress, header);
  };
}
