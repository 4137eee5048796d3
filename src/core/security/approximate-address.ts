// The approximate address a member reads on their security page: the network a request came
// from, never the host. An IPv4 address is cut to its /24 and an IPv6 address to its /48 before it
// is stored, so the full address is never kept for this purpose (decision 0137).
import ipaddr from "ipaddr.js";

const IPV4_PREFIX = 24;
const IPV6_PREFIX = 48;

/** `203.0.113.0/24` or `2001:db8:1::/48` for an address; null for none or what is not one ("unknown"). */
export function approximateAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  // A zone ("fe80::1%eth0") names the server's interface, not the client's network.
  const text = address.split("%")[0]!;
  if (!ipaddr.isValid(text)) return null;
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: it is an IPv4 address.
  const parsed = ipaddr.process(text);
  if (parsed.kind() === "ipv4")
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${IPV4_PREFIX}`).toString()}/${IPV4_PREFIX}`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${IPV6_PREFIX}`).toString()}/${IPV6_PREFIX}`;
}
