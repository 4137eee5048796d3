// Users online counts real visitors only: browsers with their own cookie, at most a few per client
// address (an IPv6 /64), members beyond that, and a bounded table whatever arrives.
import { describe, expect, test } from "bun:test";
import { addressGroup, createOnlineVisitors, MAX_TRACKED_VISITORS, ONLINE_WINDOW_MS, VISITORS_PER_ADDRESS } from "./online-visitors";

function clockAt(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("address groups", () => {
  test.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0:0:0:9", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s → %s", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});

describe("counting", () => {
  test("one address counts at most a few browsers; another address and members count on", () => {
    const clock = clockAt();
    const online = createOnlineVisitors(clock.now);
    for (let i = 0; i < 50; i++) online.seenVisitor(`v${i}`, "198.51.100.1");
    expect(online.count()).toBe(VISITORS_PER_ADDRESS);
    for (let i = 0; i < 50; i++) online.seenVisitor(`w${i}`, `2001:db8:5:6::${i.toString(16)}`);
    expect(online.count()).toBe(2 * VISITORS_PER_ADDRESS);
    online.seenMember("member-browser-1");
    online.seenMember("member-browser-2");
    expect(online.count()).toBe(2 * VISITORS_PER_ADDRESS + 2);
  });

  test("a browser seen again is one visitor; the window forgets it after 5 minutes and frees its address's place", () => {
    const clock = clockAt();
    const online = createOnlineVisitors(clock.now);
    for (let i = 0; i < VISITORS_PER_ADDRESS; i++) online.seenVisitor(`v${i}`, "198.51.100.1");
    expect(online.refresh("v0")).toBe(true);
    expect(online.refresh("never-seen")).toBe(false);
    expect(online.count()).toBe(VISITORS_PER_ADDRESS);
    clock.advance(ONLINE_WINDOW_MS - 1000);
    online.refresh("v0");
    clock.advance(2000);
    expect(online.count()).toBe(1);
    online.seenVisitor("new", "198.51.100.1");
    expect(online.count()).toBe(2);
  });

  test("a visitor who signs in counts once, as the member, and frees their address's place", () => {
    const online = createOnlineVisitors(clockAt().now);
    for (let i = 0; i < VISITORS_PER_ADDRESS; i++) online.seenVisitor(`v${i}`, "198.51.100.1");
    online.seenMember("member:1", "v0");
    online.seenMember("member:1", "v0");
    expect(online.count()).toBe(VISITORS_PER_ADDRESS);
    online.seenVisitor("another", "198.51.100.1");
    expect(online.count()).toBe(VISITORS_PER_ADDRESS + 1);
  });

  test("the table stays bounded whatever arrives", () => {
    const online = createOnlineVisitors(clockAt().now);
    for (let i = 0; i < MAX_TRACKED_VISITORS + 500; i++) online.seenMember(`m${i}`);
    expect(online.size()).toBe(MAX_TRACKED_VISITORS);
  });
});
