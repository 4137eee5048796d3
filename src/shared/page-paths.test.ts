import { expect, test } from "bun:test";
import { isKnownPagePath } from "./page-paths";

test.each([
  ["/", true],
  ["/home", true],
  ["/home/", true],
  ["/admin", true],
  ["/admin-login", true],
  ["/login", true],
  ["/register", true],
  ["/forgot-password", true],
  ["/reset-password", true],
  ["/account", true],
  ["/navigation", true],
  ["/about-network", true],
  ["/our-process", true],
  ["/carrier-tactics", true],
  ["/privacy-policy", true],
  ["/terms-of-service", true],
  ["/customer-support", true],
  ["/deployment-packages", true],
  ["/appraisers", true],
  ["/contact", true],
  ["/account/devices", false],
  ["/admin/extra", false],
  ["/nowhere", false],
  ["/HOME", false],
])("%p is a page: %p", (path, known) => {
  expect(isKnownPagePath(path)).toBe(known);
});
