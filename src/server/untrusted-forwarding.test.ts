import { expect, test } from "bun:test";
import { createUntrustedForwardingWarning } from "./untrusted-forwarding";

function recordingLog() {
  const warnings: Array<{ event: string; fields?: Record<string, unknown> }> = [];
  return {
    warnings,
    log: { info() {}, error() {}, warn: (event: string, fields?: Record<string, unknown>) => warnings.push({ event, fields }) },
  };
}
const forwarded = () => new Request("http://localhost/api/health", { headers: { "x-forwarded-for": "198.51.100.7" } });

test("a forwarding header from an untrusted peer is reported once, naming the setting", () => {
  const { log, warnings } = recordingLog();
  const check = createUntrustedForwardingWarning(log, []);
  check(forwarded(), () => "10.0.0.2");
  check(forwarded(), () => "10.0.0.2");
  expect(warnings).toHaveLength(1);
  expect(warnings[0]!.event).toBe("untrusted_forwarding_header");
  expect(String(warnings[0]!.fields?.hint)).toContain("AAN_TRUSTED_PROXIES=10.0.0.2");
});

test("a trusted proxy, or a request without forwarding headers, is no cause for a warning", () => {
  const { log, warnings } = recordingLog();
  const check = createUntrustedForwardingWarning(log, ["10.0.0.2"]);
  check(forwarded(), () => "10.0.0.2");
  let asked = false;
  check(new Request("http://localhost/"), () => ((asked = true), "203.0.113.5"));
  expect(warnings).toHaveLength(0);
  // Without a forwarding header the peer's address is not even looked up (the hot path).
  expect(asked).toBe(false);
});
