// The claim pages the server answers 200 for; the claim page's id part is a claim's uuid, and
// anything else under /claims/ is a real 404.
import { expect, test } from "bun:test";
import { isKnownPagePath } from "./page-paths";

test.each([
  ["/claims", true],
  ["/claims/", true],
  ["/claims/new", true],
  ["/service-request", true],
  ["/claims/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c", true],
  ["/claims/3F1C2A9E-8B7D-4C6E-9A1B-2D3E4F5A6B7C/", true],
  ["/claims/not-a-claim", false],
  ["/claims/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c/documents", false],
  ["/claims/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7", false],
  ["/x/claims/3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c", false],
  ["/service-requests", false],
])("%p is a page: %p", (path, known) => {
  expect(isKnownPagePath(path)).toBe(known);
});
