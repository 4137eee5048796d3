import { expect, test } from "bun:test";
import { activationNotice } from "./activation-notice";

test("a visitor is told to sign in, with the ways in", () => {
  const notice = activationNotice({ kind: "visitor" });
  expect(notice).toMatchObject({ kind: "visitor", tone: "warn", title: "ACTIVATION REQUIRED" });
  expect(notice.text).toContain("sign in");
  expect(notice.links.map((l) => l.to)).toEqual(["login", "register"]);
});

test("a signed-in member without a package is never told to sign in", () => {
  const notice = activationNotice({ kind: "member", username: "jane", held: null });
  expect(notice).toMatchObject({ kind: "member", tone: "ok", title: "ACCOUNT ACTIVE", links: [] });
  expect(notice.text).toContain("signed in as jane");
  expect(notice.text).not.toMatch(/sign in with/i);
  expect(notice.title).not.toContain("REQUIRED");
});

test("a member whose package ended may buy again, and is told so", () => {
  const notice = activationNotice({
    kind: "member",
    username: "jane",
    held: { plan: "Ghost", state: "terminated", dueDate: "2026-11-02" },
  });
  expect(notice.kind).toBe("member");
  expect(notice.text).toContain("Your Ghost package has ended");
});

test("a member holding a package is told which, and where claims go", () => {
  const active = activationNotice({ kind: "member", username: "jane", held: { plan: "Ghost", state: "active", dueDate: "2026-12-26" } });
  expect(active).toMatchObject({ kind: "holder", tone: "ok", title: "GHOST PACKAGE ACTIVE" });
  expect(active.text).toContain("next payment is due 2026-12-26");
  expect(active.links.map((l) => l.to)).toEqual(["claims", "contact"]);
  const suspended = activationNotice({
    kind: "member",
    username: "jane",
    held: { plan: "Ghost", state: "suspended", dueDate: "2026-11-20" },
  });
  expect(suspended).toMatchObject({ tone: "warn", title: "GHOST PACKAGE SUSPENDED" });
});

test("an admin is pointed to the panel", () => {
  const notice = activationNotice({ kind: "admin", username: "commander" });
  expect(notice).toMatchObject({ kind: "admin", title: "ADMIN VIEW", links: [{ label: "Admin panel", to: "admin" }] });
  expect(notice.text).toContain("commander");
});

test("a member is told where the buy button leads: the payment page only where a package has a payment link", () => {
  const textWith = (paymentLinks?: "all" | "none" | "some") =>
    activationNotice({ kind: "member", username: "jane", held: null, paymentLinks }).text;
  expect(textWith("all")).toContain("BUY NOW takes you to the payment page.");
  expect(textWith("all")).not.toContain("CONTACT US TO BUY");
  // No link anywhere: every button reads CONTACT US TO BUY and goes to /contact (decision 0078).
  expect(textWith("none")).toContain("CONTACT US TO BUY takes you to the contact form");
  expect(textWith("none")).not.toContain("BUY NOW");
  expect(textWith("none")).not.toContain("payment page");
  for (const unsure of [textWith("some"), textWith(undefined)]) {
    expect(unsure).toContain("BUY NOW takes you to the payment page");
    expect(unsure).toContain("CONTACT US TO BUY takes you to the contact form");
  }
});
