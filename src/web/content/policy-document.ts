// The shape of a policy page's text (privacy policy, terms of service): numbered sections of
// paragraphs, lists and mailboxes. A mailbox is a setting's key, never an address: the page shows
// the operator's configured address, or says that none is configured.
import type { SiteSettingKey } from "#shared/site-settings";

export type MailboxSetting = Extract<SiteSettingKey, "supportEmail" | "generalEmail" | "privacyEmail" | "legalEmail">;

export type PolicyBlock =
  | { kind: "text"; text: string; id?: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "mailbox"; setting: MailboxSetting; label: string; response: string };

export type PolicySection = { id: string; title: string; blocks: readonly PolicyBlock[] };

export const text = (value: string, id?: string): PolicyBlock => (id ? { kind: "text", text: value, id } : { kind: "text", text: value });
export const list = (...items: string[]): PolicyBlock => ({ kind: "list", items });
