import { expect, test } from "bun:test";
import { isKnownPagePath, PAGE_PATHS } from "./page-paths";

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

test("every page of the one list (the router's routes) is a page the server serves, a :id part as a record's uuid", () => {
  for (const path of Object.values(PAGE_PATHS)) {
    const concrete = path.replace(/:[A-Za-z]+/g, "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c");
    expect({ path, known: isKnownPagePath(concrete) }).toEqual({ path, known: true });
  }
  expect(isKnownPagePath(PAGE_PATHS.claim)).toBe(false);
});
