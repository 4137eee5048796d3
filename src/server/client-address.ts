// The client's address comes from the socket; X-Forwarded-For is believed only from a proxy
// the operator named (AAN_TRUSTED_PROXIES), and then only its right-most untrusted entry.

/**
 * One spelling per address: a dual-stack socket reports an IPv4 peer as "::ffff:10.0.0.2", which
 * must match AAN_TRUSTED_PROXIES=10.0.0.2 and count as the same client in the throttle.
 */
export function canonicalAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

export function clientAddressOf(request: Request, socketAddress: string | undefined, trustedProxies: readonly string[]): string {
  const trusted = new Set(trustedProxies.map(canonicalAddress));
  const peer = socketAddress ? canonicalAddress(socketAddress) : "unknown";
  if (!trusted.has(peer)) return peer;
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => canonicalAddress(s.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!trusted.has(hop)) return hop;
  }
  return peer;
}
