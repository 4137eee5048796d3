import { expect, test } from "bun:test";
import { isKnownPagePath } from "./page-paths";

test.each([
  ["/", true],
  ["/home", true],
  ["/home/", true],
  ["/admin", true],
  ["/admin-login", true],
  ["/admin/extra", false],
  ["/nowhere", false],
  ["/HOME", false],
])("%p is a page: %p", (path, known) => {
  expect(isKnownPagePath(path)).toBe(known);
});
