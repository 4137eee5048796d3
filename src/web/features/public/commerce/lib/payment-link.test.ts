import { expect, test } from "bun:test";
import { configuredPaymentLink, paymentLinkCoverage, paymentLinkKey, paymentUrlFor } from "./payment-link";

const ID = "0b7c1e5a-4d2f-4a8e-9c3b-5f6a7b8c9d0e";

test("the setting key of a package and frequency", () => {
  expect(paymentLinkKey("ghost", "weekly")).toBe("paymentLink.ghost.weekly");
  expect(paymentLinkKey("phantom", "monthly")).toBe("paymentLink.phantom.monthly");
});

test("client_reference_id is appended to a link without a query", () => {
  expect(paymentUrlFor("https://pay.example/ghost", ID)).toBe(`https://pay.example/ghost?client_reference_id=${ID}`);
});

test("an existing query is kept as written, and the reference goes last", () => {
  expect(paymentUrlFor("https://buy.stripe.com/x?prefilled_email=a%40b.c&locale=en", ID)).toBe(
    `https://buy.stripe.com/x?prefilled_email=a%40b.c&locale=en&client_reference_id=${ID}`,
  );
  expect(paymentUrlFor("https://pay.example/p?", ID)).toBe(`https://pay.example/p?client_reference_id=${ID}`);
});

test("an older client_reference_id is replaced, and a #fragment stays last", () => {
  expect(paymentUrlFor("https://pay.example/p?client_reference_id=old&a=1#top", ID)).toBe(
    `https://pay.example/p?a=1&client_reference_id=${ID}#top`,
  );
});

test("the id is encoded", () => {
  expect(paymentUrlFor("https://pay.example/p", "a b&c")).toBe("https://pay.example/p?client_reference_id=a%20b%26c");
});

test("a missing, empty or non-https link is not configured", () => {
  expect(configuredPaymentLink(undefined, "ghost", "monthly")).toBeNull();
  expect(configuredPaymentLink({}, "ghost", "monthly")).toBeNull();
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "" }, "ghost", "monthly")).toBeNull();
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "  " }, "ghost", "monthly")).toBeNull();
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "javascript:alert(1)" }, "ghost", "monthly")).toBeNull();
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "not a url" }, "ghost", "monthly")).toBeNull();
  // Each package and frequency has its own link.
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "https://pay.example/g" }, "ghost", "weekly")).toBeNull();
  expect(configuredPaymentLink({ "paymentLink.ghost.monthly": "https://pay.example/g" }, "ghost", "monthly")).toBe("https://pay.example/g");
});

test("the coverage of payment links over the packages on the page and both frequencies", () => {
  const link = "https://pay.example/x";
  expect(paymentLinkCoverage({}, ["ghost", "phantom"])).toBe("none");
  expect(paymentLinkCoverage(undefined, ["ghost"])).toBe("none");
  expect(paymentLinkCoverage({ "paymentLink.ghost.monthly": link, "paymentLink.ghost.weekly": link }, ["ghost"])).toBe("all");
  expect(paymentLinkCoverage({ "paymentLink.ghost.monthly": link }, ["ghost"])).toBe("some");
  // A link that is not https is no link (configuredPaymentLink).
  expect(paymentLinkCoverage({ "paymentLink.ghost.monthly": "http://x", "paymentLink.ghost.weekly": link }, ["ghost"])).toBe("some");
});
