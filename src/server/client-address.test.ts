// The client's address: the socket's, unless the socket is a proxy the operator trusts
// (AAN_TRUSTED_PROXIES); then the right-most X-Forwarded-For entry that is not a trusted proxy.
import { describe, expect, test } from "bun:test";
import { clientAddressOf } from "./client-address";

const PROXY = "10.0.0.2";
const INNER_PROXY = "10.0.0.3";
const CLIENT = "198.51.100.9";
const SPOOFED = "203.0.113.66";

function requestWith(...forwardedFor: string[]): Request {
  const headers = new Headers();
  for (const value of forwardedFor) headers.append("x-forwarded-for", value);
  return new Request("http://localhost/api/admin/login", { headers });
}

describe("without trusted proxies", () => {
  test("the socket address is the client", () => {
    expect(clientAddressOf(requestWith(), CLIENT, [])).toBe(CLIENT);
  });

  test("X-Forwarded-For is ignored: anyone can write it", () => {
    expect(clientAddressOf(requestWith(SPOOFED), CLIENT, [])).toBe(CLIENT);
  });

  test('no socket address (app.handle, no server) is "unknown", whatever the header says', () => {
    expect(clientAddressOf(requestWith(SPOOFED), undefined, [])).toBe("unknown");
    expect(clientAddressOf(requestWith(SPOOFED), undefined, [PROXY])).toBe("unknown");
  });
});

describe("behind a trusted proxy", () => {
  test("the proxy's X-Forwarded-For names the client", () => {
    expect(clientAddressOf(requestWith(CLIENT), PROXY, [PROXY])).toBe(CLIENT);
  });

  test("a peer that is not on the list is the client, even when its header names a trusted proxy", () => {
    expect(clientAddressOf(requestWith(CLIENT), "10.0.0.20", [PROXY])).toBe("10.0.0.20");
    expect(clientAddressOf(requestWith(PROXY), CLIENT, [PROXY])).toBe(CLIENT);
  });

  test("a spoofed chain: what the client wrote stands left of what the proxy appended, and only the right-most counts", () => {
    expect(clientAddressOf(requestWith(`${SPOOFED}, ${CLIENT}`), PROXY, [PROXY])).toBe(CLIENT);
    expect(clientAddressOf(requestWith(`${SPOOFED}, 127.0.0.1, ${CLIENT}`), PROXY, [PROXY])).toBe(CLIENT);
  });

  test("a client that writes a trusted proxy's address into the header gains nothing", () => {
    expect(clientAddressOf(requestWith(`${SPOOFED}, ${INNER_PROXY}, ${CLIENT}`), PROXY, [PROXY, INNER_PROXY])).toBe(CLIENT);
  });

  test("two trusted proxies in a row: the right-most hop that is not one of them is the client", () => {
    expect(clientAddressOf(requestWith(`${SPOOFED}, ${CLIENT}, ${INNER_PROXY}`), PROXY, [PROXY, INNER_PROXY])).toBe(CLIENT);
  });

  test("several X-Forwarded-For header lines read as one list", () => {
    expect(clientAddressOf(requestWith(SPOOFED, CLIENT), PROXY, [PROXY])).toBe(CLIENT);
    expect(clientAddressOf(requestWith(SPOOFED, `${CLIENT}, ${INNER_PROXY}`), PROXY, [PROXY, INNER_PROXY])).toBe(CLIENT);
  });

  test("spaces and empty entries do not count as hops", () => {
    expect(clientAddressOf(requestWith(` ${SPOOFED} ,  ${CLIENT}  , ,`), PROXY, [PROXY])).toBe(CLIENT);
  });

  test("no header, an empty one, or only trusted hops: the proxy itself is the address", () => {
    expect(clientAddressOf(requestWith(), PROXY, [PROXY])).toBe(PROXY);
    expect(clientAddressOf(requestWith(""), PROXY, [PROXY])).toBe(PROXY);
    expect(clientAddressOf(requestWith(` , ${INNER_PROXY}`), PROXY, [PROXY, INNER_PROXY])).toBe(PROXY);
  });

  test("IPv6 addresses work the same way", () => {
    expect(clientAddressOf(requestWith("2001:db8::66, 2001:db8::9"), "::1", ["::1"])).toBe("2001:db8::9");
  });
});

describe("IPv4 peers on a dual-stack socket", () => {
  test("an IPv4-mapped peer matches its plain IPv4 proxy entry, and is reported in plain form", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(clientAddressOf(request, "::ffff:10.0.0.2", ["10.0.0.2"])).toBe("198.51.100.7");
    expect(clientAddressOf(new Request("http://localhost/"), "::FFFF:203.0.113.5", [])).toBe("203.0.113.5");
  });
});
