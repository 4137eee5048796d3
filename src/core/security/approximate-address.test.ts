import { describe, expect, test } from "bun:test";
import { approximateAddress } from "./approximate-address";

describe("approximateAddress", () => {
  test("an IPv4 address becomes its /24", () => {
    expect(approximateAddress("203.0.113.77")).toBe("203.0.113.0/24");
    expect(approximateAddress("198.51.100.0")).toBe("198.51.100.0/24");
  });

  test("an IPv6 address becomes its /48, however it was written", () => {
    expect(approximateAddress("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd::/48");
    expect(approximateAddress("2001:0db8:abcd:0012:0000:0000:0000:0001")).toBe("2001:db8:abcd::/48");
    expect(approximateAddress("2001:db8::1")).toBe("2001:db8::/48");
    expect(approximateAddress("::1")).toBe("::/48");
  });

  test("an IPv4 client on a dual-stack socket is an IPv4 address", () => {
    expect(approximateAddress("::ffff:192.0.2.45")).toBe("192.0.2.0/24");
  });

  test("a zone is dropped; nothing of the host is left", () => {
    expect(approximateAddress("fe80::1234:5678%eth0")).toBe("fe80::/48");
  });

  test("no address, or what is not one, is null", () => {
    expect(approximateAddress(null)).toBeNull();
    expect(approximateAddress(undefined)).toBeNull();
    expect(approximateAddress("")).toBeNull();
    expect(approximateAddress("unknown")).toBeNull();
    expect(approximateAddress("999.1.1.1")).toBeNull();
  });
});
