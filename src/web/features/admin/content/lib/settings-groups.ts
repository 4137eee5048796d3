// The site settings in the groups the panel shows them in; every key of SITE_SETTINGS is in
// exactly one group (a unit test keeps it so when a key is added).
import { z } from "#zod";
import { settingValueSchema, SITE_SETTING_KEYS, SITE_SETTINGS, type SiteSettingKey } from "#shared/site-settings";

export type SettingGroup = { id: string; title: string; hint: string; keys: SiteSettingKey[] };

const byKind = (kind: string) => SITE_SETTING_KEYS.filter((key) => SITE_SETTINGS[key].kind === kind);

export const SETTING_GROUPS: readonly SettingGroup[] = [
  { id: "brand", title: "Brand", hint: "The name the pages print.", keys: ["brandName"] },
  {
    id: "mailboxes",
    title: "Mailboxes",
    hint: "Shown on the support, privacy and terms pages.",
    keys: byKind("email").filter((key) => key !== "memberMessageNoticeEmail"),
  },
  { id: "links", title: "Links", hint: "https:// addresses only.", keys: byKind("url").filter((key) => !key.startsWith("paymentLink.")) },
  {
    id: "payment",
    title: "Payment links",
    hint: "BUY NOW on the packages page goes here, with the member's id added. Without a link the button is off.",
    keys: SITE_SETTING_KEYS.filter((key) => key.startsWith("paymentLink.")),
  },
  {
    id: "notices",
    title: "Notices",
    hint: "Where the operatives hear of a member's new claim message: at most once per claim per 15 minutes, without its text.",
    keys: ["memberMessageNoticeEmail"],
  },
  { id: "dates", title: "Policy dates", hint: "“Last Updated” on the policy pages: the day the text last changed.", keys: byKind("date") },
];

/** The input type of a setting's kind. */
export function inputTypeOf(key: SiteSettingKey): "text" | "email" | "url" | "date" {
  return SITE_SETTINGS[key].kind;
}

/** A key as an id part: "paymentLink.Basic.monthly" → "paymentLink-Basic-monthly". */
export const settingIdPart = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, "-");

/** What an empty value falls back to, in words. */
export function fallbackText(key: SiteSettingKey): string {
  const fallback = SITE_SETTINGS[key].fallback;
  if (fallback) return `Empty uses “${fallback}”.`;
  // A setting the pages never show (where notices go) is simply off when empty.
  return SITE_SETTINGS[key].public ? "Empty: not shown." : "Empty: off.";
}

const formSchemas = new Map<SiteSettingKey, ReturnType<typeof buildFormSchema>>();
const buildFormSchema = (key: SiteSettingKey) => z.object({ value: settingValueSchema(key) });

/** One setting's form: its value checked by the shared settingValueSchema, its message under the field. */
export function settingFormSchema(key: SiteSettingKey) {
  let schema = formSchemas.get(key);
  if (!schema) {
    schema = buildFormSchema(key);
    formSchemas.set(key, schema);
  }
  return schema;
}
