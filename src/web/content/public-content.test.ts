// Counts and fixed texts of the public content (public-screens.md §2.6, §2.7, §2.13, §2.14, §9).
import { describe, expect, test } from "bun:test";
import { LATE_PAYMENT_POLICY, LEGAL_RESPONSE_TEXT, PRIVACY_RESPONSE_TEXT } from "#shared/billing-policy";
import {
  CARRIER_TACTIC_GROUP_COUNT,
  CARRIER_TACTICS_PER_GROUP,
  PRIVACY_POLICY_SECTION_COUNT,
  TERMS_SECTION_COUNT,
} from "#shared/constants";
import { CARRIER_TACTIC_GROUPS } from "./carrier-tactics";
import { CONTACT_FORM_WORDS, type PolicyBlock } from "./policy-document";
import { privacyPolicySections } from "./privacy-policy";
import { PROCESS_CARDS } from "./process-cards";
import { termsSections } from "./terms-of-service";

/** Sentences end with . ! or ? (perhaps inside a closing quote) before a capital or the end. */
const sentences = (text: string) => text.match(/[.!?]["”)]?(?=\s+["“]?[A-Z]|$)/g)?.length ?? 0;
const texts = (blocks: readonly PolicyBlock[]) =>
  blocks.flatMap((b) =>
    b.kind === "text" ? [b.text] : b.kind === "list" ? b.items : b.kind === "mailbox" ? [b.response] : [b.withMailbox, b.withoutMailbox],
  );

describe("carrier tactics (§2.7)", () => {
  test("100 tactics in the five named groups of 20, in order", () => {
    expect(CARRIER_TACTIC_GROUPS).toHaveLength(CARRIER_TACTIC_GROUP_COUNT);
    expect(CARRIER_TACTIC_GROUP_COUNT * CARRIER_TACTICS_PER_GROUP).toBe(100);
    expect(CARRIER_TACTIC_GROUPS.map((g) => g.title)).toEqual([
      "Policy Interpretation & Coverage",
      "Scope & Estimate Manipulation",
      "Causation Arguments",
      "Delay & Stall Tactics",
      "Settlement Reduction Tactics",
    ]);
    for (const group of CARRIER_TACTIC_GROUPS) expect(group.tactics).toHaveLength(CARRIER_TACTICS_PER_GROUP);
  });

  test("every tactic has its own title and a one- or two-sentence description", () => {
    const all = CARRIER_TACTIC_GROUPS.flatMap((g) => g.tactics);
    expect(new Set(all.map((t) => t.title.toLowerCase())).size).toBe(100);
    for (const tactic of all) {
      expect(tactic.title.length).toBeGreaterThan(3);
      const count = sentences(tactic.description);
      expect(count >= 1 && count <= 2 ? "one or two" : `${tactic.title}: ${count} sentences`).toBe("one or two");
    }
  });
});

describe("process cards (§2.6)", () => {
  test("five cards in the spec's order, each with a back", () => {
    expect(PROCESS_CARDS.map((c) => c.title)).toEqual([
      "IPB",
      "Framing Problems",
      "Course of Action",
      "Comparison & Decision",
      "Execution",
    ]);
    for (const card of PROCESS_CARDS) expect(card.steps.length).toBeGreaterThan(0);
    expect(PROCESS_CARDS[0]!.steps.join(" ")).toContain("declarations page and policy");
  });
});

describe("policy pages (§2.13, §2.14, §9)", () => {
  test("the privacy policy has the eight sections, and its contact is the privacy mailbox", () => {
    const sections = privacyPolicySections("AAN");
    expect(sections).toHaveLength(PRIVACY_POLICY_SECTION_COUNT);
    expect(sections.map((s) => s.title)).toEqual([
      "Information We Collect",
      "How We Use Information",
      "How We Share Information",
      "Data Security",
      "Data Retention",
      "Your Rights",
      "Contact Us",
      "Changes to This Policy",
    ]);
    expect(sections[6]!.blocks).toContainEqual(
      expect.objectContaining({ kind: "mailbox", setting: "privacyEmail", response: PRIVACY_RESPONSE_TEXT }),
    );
    expect(texts(sections[4]!.blocks).join(" ")).toContain("7 years");
  });

  test("the terms have the twelve sections; payment shows the one late-payment policy word for word", () => {
    const sections = termsSections("AAN");
    expect(sections).toHaveLength(TERMS_SECTION_COUNT);
    expect(sections.map((s) => s.title)).toEqual([
      "Agreement to Terms",
      "Service Description",
      "Account Registration",
      "Subscription and Payment",
      "Acceptable Use",
      "Intellectual Property",
      "Disclaimers and Limitation of Liability",
      "Indemnification",
      "Dispute Resolution",
      "Termination",
      "Changes to Terms",
      "Contact",
    ]);
    expect(sections[3]!.blocks).toContainEqual({ kind: "text", text: LATE_PAYMENT_POLICY, id: "late-payment-policy" });
    expect(sections[11]!.blocks).toContainEqual(
      expect.objectContaining({ kind: "mailbox", setting: "legalEmail", response: LEGAL_RESPONSE_TEXT }),
    );
    expect(texts(sections[8]!.blocks).join(" ")).toMatch(/binding arbitration.*class action waiver/);
  });

  test("a sentence that sends the reader to a mailbox names the contact form when the mailbox is not set", () => {
    for (const sections of [privacyPolicySections("AAN"), termsSections("AAN")]) {
      const blocks = sections.flatMap((s) => s.blocks);
      // Only a mailbox-aware sentence may mention a mailbox: a plain one would point to none.
      const plain = blocks.filter((b) => b.kind === "text" || b.kind === "list");
      expect(texts(plain).filter((t) => /mailbox/i.test(t))).toEqual([]);
      const aware = blocks.filter((b) => b.kind === "mailboxText");
      expect(aware.length).toBeGreaterThanOrEqual(2);
      for (const block of aware) {
        expect(block.withMailbox).toMatch(/mailbox/);
        expect(block.withoutMailbox).toContain(CONTACT_FORM_WORDS);
        expect(block.withoutMailbox).not.toMatch(/mailbox/i);
      }
    }
  });

  test("the operator's brand name is the one the texts use", () => {
    expect(texts(termsSections("Northwind Claims")[0]!.blocks)[0]).toContain("Northwind Claims");
  });
});
