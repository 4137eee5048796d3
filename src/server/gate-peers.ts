// The client behind each of the connection gate's connections to the HTTP server (decision 0096).
// The HTTP server sees every connection the gate admitted as coming from 127.0.0.1 on the gate's
// own outbound port: that port is turned back into the client's address here, so the throttles,
// the audit log and X-Forwarded-For from a trusted proxy work as without the gate. Kept apart from
// the gate so the app reads it without loading the TCP listener.

import type { AppContext } from "#core/context";

const clientsByGatePort = new Map<number, string>();

/** What the gate of a running server counts, for /metrics; none when the app runs without one (tests). */
export type GateCounts = { open(): number; refusals(): Record<"address" | "server", number> };
const gates = new WeakMap<AppContext, GateCounts>();
export const gateCountsOf = (ctx: AppContext): GateCounts | undefined => gates.get(ctx);
export const setGateCounts = (ctx: AppContext, counts: GateCounts) => gates.set(ctx, counts);

export function rememberGatePort(port: number, clientAddress: string): void {
  clientsByGatePort.set(port, clientAddress);
}

export function forgetGatePort(port: number): void {
  clientsByGatePort.delete(port);
}

/**
 * The client's address of a request: the socket's peer, or, when the peer is this process's gate,
 * the address of the client the gate admitted.
 */
export function peerAddressOf(
  server: { requestIP(request: Request): { address: string; port: number } | null } | null | undefined,
  request: Request,
): string | undefined {
  const peer = server?.requestIP(request);
  if (!peer) return undefined;
  const loopback = peer.address === "127.0.0.1" || peer.address === "::ffff:127.0.0.1";
  return (loopback ? clientsByGatePort.get(peer.port) : undefined) ?? peer.address;
}
