import { describe, expect, test } from "bun:test";
import { contactPrefillOf, contactState, memberContact, purchaseInquiry } from "./purchase-inquiry";
import type { PackageOffer } from "./package-offers";

const ghost = { key: "ghost", name: "Ghost", price: { monthly: "5200.00", weekly: "1300.00" } } as PackageOffer;

describe("a purchase through the team", () => {
  test("a visitor's message names the package, the frequency and the price, as a purchase", () => {
    expect(purchaseInquiry(ghost, "weekly", null)).toEqual({
      operationType: "package-purchase",
      missionDetails: "I would like to buy the Ghost package, billed weekly ($1,300 per week). Please reply with how to pay.",
    });
  });

  test("a member who holds a package says which one", () => {
    expect(purchaseInquiry(ghost, "monthly", { plan: "Assassin", state: "active" }).missionDetails).toBe(
      "I hold the Assassin package (active) and would like the Ghost package, billed monthly ($5,200 per month). Please reply with how the change works.",
    );
  });

  test("only our own navigation state fills the form", () => {
    const prefill = purchaseInquiry(ghost, "monthly", null);
    expect(contactPrefillOf(contactState(prefill))).toEqual(prefill);
    expect(contactPrefillOf(null)).toBeUndefined();
    expect(contactPrefillOf({ contactPrefill: { operationType: "drop-tables", missionDetails: "x" } })).toBeUndefined();
    expect(contactPrefillOf({ contactPrefill: { operationType: "package-purchase" } })).toBeUndefined();
  });

  test("a signed-in member's name and e-mail", () => {
    expect(memberContact({ firstName: "Jane", lastName: "Doe", email: "jane@example.com" })).toEqual({
      callsign: "Jane Doe",
      encryptedChannel: "jane@example.com",
    });
  });
});
