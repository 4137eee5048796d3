// A policy page's "Last Updated" default is the day its text last changed, kept beside the text
// (spec README decision 7). The digest pins the text to that day: a change to the words (or to
// the shared billing policy the terms quote) without a new day and digest fails here.
import { expect, test } from "bun:test";
import type { PolicySection, PolicyTextVersion } from "./policy-document";
import { PRIVACY_POLICY_VERSION, privacyPolicyIntro, privacyPolicySections } from "./privacy-policy";
import { TERMS_VERSION, termsIntro, termsSections } from "./terms-of-service";

/** The text as a visitor reads it, with the brand left as a placeholder. */
function fingerprintOf(intro: (brand: string) => string, sections: (brand: string) => readonly PolicySection[]): string {
  const hasher = new Bun.CryptoHasher("sha256");
  hasher.update(JSON.stringify([intro("{brand}"), sections("{brand}")]));
  return hasher.digest("hex").slice(0, 16);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function expectCurrent(name: string, version: PolicyTextVersion, fingerprint: string) {
  expect(version.lastChanged).toMatch(DAY);
  // On failure: set lastChanged to the day of the change and fingerprint to the value printed here.
  expect({ name, fingerprint: version.fingerprint }).toEqual({ name, fingerprint });
}

test("the privacy policy's day and digest match its text", () => {
  expectCurrent("privacy policy", PRIVACY_POLICY_VERSION, fingerprintOf(privacyPolicyIntro, privacyPolicySections));
});

test("the terms' day and digest match their text", () => {
  expectCurrent("terms of service", TERMS_VERSION, fingerprintOf(termsIntro, termsSections));
});
