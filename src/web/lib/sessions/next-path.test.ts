import { expect, test } from "bun:test";
import { loginPathFor, safeNextPath } from "./next-path";

test.each([
  ["/account", "/account"],
  ["/deployment-packages?p=ghost#buy", "/deployment-packages?p=ghost#buy"],
  ["/appraisers", "/appraisers"],
])("a same-site path %p is kept", (next, kept) => {
  expect(safeNextPath(next)).toBe(kept);
});

test.each([
  [null],
  [""],
  ["account"],
  ["//evil.example/x"],
  ["/\\evil.example"],
  ["https://evil.example/"],
  ["javascript:alert(1)"],
  ["/\tevil"],
  ["/login"],
  ["/register?code=X"],
])("%p goes to the account page instead", (next) => {
  expect(safeNextPath(next)).toBe("/account");
});

test("the login link of a page carries it as ?next=", () => {
  expect(loginPathFor("/account")).toBe("/login?next=%2Faccount");
});
