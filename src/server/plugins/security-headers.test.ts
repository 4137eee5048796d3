import { describe, expect, test } from "bun:test";
import { START_AFTER_PAINT_SCRIPT, startAfterPaintTag } from "#shared/start-after-paint";
import { CONTENT_SECURITY_POLICY, inlineScriptSource } from "./security-headers";

describe("the policy's one inline script", () => {
  test("a script is named by the base64 SHA-256 of its text, as browsers compute it", () => {
    // The digest of the empty text, from the CSP specification's examples.
    expect(inlineScriptSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  test("the start a prerendered page carries is allowed, and only by its digest", () => {
    const scriptSources = CONTENT_SECURITY_POLICY.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSources).toBe(`script-src 'self' ${inlineScriptSource(START_AFTER_PAINT_SCRIPT)}`);
  });

  test("the tag holds the script's text unchanged (a byte more and the digest no longer matches)", () => {
    const tag = startAfterPaintTag("/assets/index-abc.js");
    expect(tag).toBe(`<script data-entry="/assets/index-abc.js">${START_AFTER_PAINT_SCRIPT}</script>`);
  });
});
