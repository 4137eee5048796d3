// The client's address comes from the socket; X-Forwarded-For is believed only from a proxy
// the operator named (AAN_TRUSTED_PROXIES), and then only its right-most untrusted entry.
export function clientAddressOf(
  request: Request,
  socketAddress: string | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = socketAddress ?? "unknown";
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}
