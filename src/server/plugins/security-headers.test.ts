import { describe, expect, test } from "bun:test";
import { CONTENT_SECURITY_POLICY, policyAllowingStyle } from "./security-headers";

describe("the policy's scripts", () => {
  test("scripts come from the service's own files only: no inline script, by digest or otherwise", () => {
    const directives = CONTENT_SECURITY_POLICY.split("; ");
    expect(directives.find((directive) => directive.startsWith("script-src "))).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/sha256-|unsafe-inline|nonce-/);
  });
});

describe("the policy of a page with its style inline", () => {
  test("allows the one style element of that digest and keeps every other directive", () => {
    const policy = policyAllowingStyle("abc=");
    expect(policy.startsWith(`${CONTENT_SECURITY_POLICY}; `)).toBe(true);
    expect(policy.split("; ").filter((directive) => directive.startsWith("style-src "))).toEqual(["style-src 'self' 'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-inline|nonce-/);
  });
});
