// The operator's settings (spec README decision 4): brand name, mailboxes, chat link, the six
// payment links and the policy dates. One definition: the server validates and stores them, the
// pages read the public ones, the CLI and the panel list them with their labels.
import { z } from "#zod";
import { EMAIL_MAX } from "./constants";
import { PACKAGE_NAMES, BILLING_FREQUENCIES } from "./billing-policy";
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from "./hidden-characters";
import { singleLineText } from "./schemas/text";

type SettingKind = "text" | "email" | "url" | "date";
type SettingDefinition = { label: string; kind: SettingKind; public: boolean; fallback: string };

const paymentLinks = Object.fromEntries(
  PACKAGE_NAMES.flatMap((plan) =>
    BILLING_FREQUENCIES.map((frequency) => [
      `paymentLink.${plan}.${frequency}`,
      { label: `Payment link: ${plan} ${frequency}`, kind: "url", public: true, fallback: "" } satisfies SettingDefinition,
    ]),
  ),
) as Record<`paymentLink.${(typeof PACKAGE_NAMES)[number]}.${(typeof BILLING_FREQUENCIES)[number]}`, SettingDefinition>;

export const SITE_SETTINGS = {
  brandName: { label: "Brand name", kind: "text", public: true, fallback: "AAN" },
  supportEmail: { label: "Support mailbox", kind: "email", public: true, fallback: "" },
  generalEmail: { label: "General mailbox", kind: "email", public: true, fallback: "" },
  privacyEmail: { label: "Privacy mailbox", kind: "email", public: true, fallback: "" },
  legalEmail: { label: "Legal mailbox", kind: "email", public: true, fallback: "" },
  chatLink: { label: "Messaging chat link", kind: "url", public: true, fallback: "" },
  /** Where the operatives are told of members' new claim messages (at most once per claim per 15 minutes); empty: not told. */
  memberMessageNoticeEmail: { label: "Notify of member messages at", kind: "email", public: false, fallback: "" },
  privacyPolicyUpdated: { label: "Privacy policy last updated", kind: "date", public: true, fallback: "" },
  termsUpdated: { label: "Terms of service last updated", kind: "date", public: true, fallback: "" },
  ...paymentLinks,
} as const satisfies Record<string, SettingDefinition>;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTINGS) as SiteSettingKey[];
export type SiteSettingsMap = Record<SiteSettingKey, string>;

export const UNKNOWN_SETTING = (key: string) => `Unknown setting ${key}; known: ${SITE_SETTING_KEYS.join(", ")}`;

/** The check of one setting's value; an empty value clears it (back to its fallback). */
export function settingValueSchema(key: SiteSettingKey) {
  const { label, kind } = SITE_SETTINGS[key];
  // Hidden characters are looked for before the setting's own rule, so the refusal names them
  // rather than being lost in the union's message, and an address cannot keep one: the URL parser
  // drops a tab or a line break by itself and accepts a bidi mark in a path, and the value is
  // stored as typed.
  return z
    .string({ error: notTextMessage(label, kind) })
    .refine((text) => !hasHiddenCharacters(text.trim()), { message: HIDDEN_CHARACTERS_MESSAGE(label), abort: true })
    .pipe(ruleOfKind(label, kind));
}

const notTextMessage = (label: string, kind: SettingKind) =>
  kind === "email"
    ? `${label} must be an e-mail address`
    : kind === "url"
      ? `${label} must be an https:// address`
      : kind === "date"
        ? `${label} must be a date (YYYY-MM-DD)`
        : `${label} must be text`;

function ruleOfKind(label: string, kind: SettingKind) {
  const base = z.string({ error: `${label} must be text` }).trim();
  const empty = z.literal("");
  switch (kind) {
    case "email":
      return z.union([empty, base.max(EMAIL_MAX).pipe(z.email(`${label} must be an e-mail address`))], {
        error: `${label} must be an e-mail address`,
      });
    case "url":
      return z.union(
        [
          empty,
          base
            .max(500, `${label} must be at most 500 characters`)
            .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address` })),
        ],
        {
          error: `${label} must be an https:// address`,
        },
      );
    case "date":
      return z.union([empty, base.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)], {
        error: `${label} must be a date (YYYY-MM-DD)`,
      });
    default:
      return z.union([empty, singleLineText(label, 100)]);
  }
}
