// The shape of a policy page's text (privacy policy, terms of service): numbered sections of
// paragraphs, lists and mailboxes. A mailbox is a setting's key, never an address: the page shows
// the operator's address, or the contact form where none is set.
import type { SiteSettingKey } from "#shared/site-settings";

export type MailboxSetting = Extract<SiteSettingKey, "supportEmail" | "generalEmail" | "privacyEmail" | "legalEmail">;

export type PolicyBlock =
  | { kind: "text"; text: string; id?: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "mailbox"; setting: MailboxSetting; label: string; response: string }
  /**
   * A sentence that sends the reader to a mailbox: `withMailbox` while the operator has set it,
   * `withoutMailbox` (naming the contact form, which always reaches the team) while not, so the
   * page never points to a mailbox that is not there.
   */
  | { kind: "mailboxText"; setting: MailboxSetting; withMailbox: string; withoutMailbox: string };

export type PolicySection = { id: string; title: string; blocks: readonly PolicyBlock[] };

export const text = (value: string, id?: string): PolicyBlock => (id ? { kind: "text", text: value, id } : { kind: "text", text: value });
export const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });
export const mailboxText = (setting: MailboxSetting, withMailbox: string, withoutMailbox: string): PolicyBlock => ({
  kind: "mailboxText",
  setting,
  withMailbox,
  withoutMailbox,
});

/** The words of the contact form's link inside a `withoutMailbox` sentence. */
export const CONTACT_FORM_WORDS = "contact form";

/**
 * When a policy's text last changed: "Last Updated" shows this day unless the operator sets one.
 * `fingerprint` is the text's digest on that day; policy-text-versions.test.ts fails when the
 * text changes and the two are not moved with it, so the date cannot go stale unnoticed.
 */
export type PolicyTextVersion = { lastChanged: string; fingerprint: string };
