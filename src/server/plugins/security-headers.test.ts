import { describe, expect, test } from "bun:test";
import { CONTENT_SECURITY_POLICY } from "./security-headers";

describe("the policy's scripts", () => {
  test("scripts come from the service's own files only: no inline script, by digest or otherwise", () => {
    const directives = CONTENT_SECURITY_POLICY.split("; ");
    expect(directives.find((directive) => directive.startsWith("script-src "))).toBe("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/sha256-|unsafe-inline|nonce-/);
  });
});
