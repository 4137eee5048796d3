// Inputs of the public content the operator manages: appraisers, testimonials, site settings,
// and the contact form (public-screens.md §2.12, §3, §5).
import { z } from "#zod";
import { EMAIL_MAX, LONG_TEXT_MAX, PERSON_NAME_MAX, SHORT_TEXT_MAX } from "../constants";
import { SITE_SETTING_KEYS } from "../site-settings";
import { CONTACT_INCOMPLETE, OPERATION_TYPES } from "../contact-form";
import { builtOnFirstUse } from "./built-on-first-use";
import { HIDDEN_CHARACTERS_MESSAGE, isVisibleText, multiLineText, singleLineText, tooLongMessage } from "./text";

export const US_STATES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "DC",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
] as const;

const STATE_MESSAGE = "State must be a two-letter US state code such as TX";
const RATE_MESSAGE = "Success rate must be a percentage from 0 to 100 with at most 2 decimals";
const LIST_MAX = 20;

const textList = (label: string) =>
  z
    .array(singleLineText(label, SHORT_TEXT_MAX, { min: 1 }), { error: `${label} must be a list of texts` })
    .max(LIST_MAX, `At most ${LIST_MAX} ${label.toLowerCase()}`)
    .default([]);

/** A percentage as a decimal string: "98.5" → "98.50". */
const successRate = () =>
  z
    .union([z.string(), z.number()], { error: RATE_MESSAGE })
    .transform((v) => String(v).trim().replace(/%$/, ""))
    .refine((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100, RATE_MESSAGE)
    .transform((text) => Number(text).toFixed(2));

export const appraiserSchema = builtOnFirstUse(() =>
  z.object({
    name: singleLineText("Name", PERSON_NAME_MAX, { required: "Name is required", min: 1 }),
    state: z
      .string({ error: STATE_MESSAGE })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(US_STATES, { error: STATE_MESSAGE })),
    credentials: singleLineText("Credentials", SHORT_TEXT_MAX, { required: "Credentials are required", min: 1 }),
    appraisals: z.coerce
      .number({ error: "Appraisals must be a whole number of 0 or more" })
      .int("Appraisals must be a whole number of 0 or more")
      .min(0, "Appraisals must be a whole number of 0 or more")
      .max(1_000_000, "Appraisals must be at most 1000000"),
    successRate: successRate(),
    isPreferred: z.boolean({ error: "isPreferred must be true or false" }).default(false),
    hideSpinningStar: z.boolean({ error: "hideSpinningStar must be true or false" }).default(false),
    specialties: textList("Specialties"),
    additionalCredentials: textList("Additional credentials"),
  }),
);
export type AppraiserInput = z.infer<typeof appraiserSchema>;
/** The appraiser's fields in the schema's order (CSV columns, the form): written out so that reading them builds no schema. */
export const APPRAISER_FIELDS = [
  "name",
  "state",
  "credentials",
  "appraisals",
  "successRate",
  "isPreferred",
  "hideSpinningStar",
  "specialties",
  "additionalCredentials",
] as const satisfies ReadonlyArray<keyof AppraiserInput>;

export const testimonialSchema = builtOnFirstUse(() =>
  z.object({
    text: multiLineText("Text", 1000).refine((t) => t.length > 0, "Text is required"),
    authorInitial: z
      .string({ error: "Author initial is required" })
      .trim()
      .regex(/^[A-Za-z]$/, "Author initial must be one letter")
      .transform((s) => s.toUpperCase()),
    authorSurname: singleLineText("Author surname", 60, { required: "Author surname is required", min: 1 }),
    role: singleLineText("Role", 100, { required: "Role is required", min: 1 }),
    city: singleLineText("City", 100, { required: "City is required", min: 1 }),
    isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
  }),
);
export type TestimonialInput = z.infer<typeof testimonialSchema>;

export const INVALID_CONTENT_ID = "Invalid ID";
export const contentIdSchema = builtOnFirstUse(() => z.uuid(INVALID_CONTENT_ID));
export const moveTestimonialSchema = builtOnFirstUse(() =>
  z.object({ direction: z.enum(["up", "down"], { error: "Direction must be up or down" }) }),
);

/** The contact form (§2.12, §5): every field required. */
export const contactMessageSchema = builtOnFirstUse(() =>
  z.object({
    callsign: singleLineText("Callsign", PERSON_NAME_MAX, { required: CONTACT_INCOMPLETE, min: 1 }),
    encryptedChannel: z
      .string({ error: CONTACT_INCOMPLETE })
      .trim()
      .min(1, CONTACT_INCOMPLETE)
      .max(EMAIL_MAX, tooLongMessage("Email", EMAIL_MAX))
      .refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE("Email"))
      .pipe(z.email("Valid email is required")),
    operationType: z.enum(OPERATION_TYPES, { error: CONTACT_INCOMPLETE }),
    missionDetails: multiLineText("Mission details", LONG_TEXT_MAX).refine((t) => t.length > 0, CONTACT_INCOMPLETE),
    /** The honeypot: hidden from people, filled by bots. Anything in it and the message is dropped. */
    website: z.string().max(500).optional(),
  }),
);

/**
 * GET /api/admin/contact-messages?open=true and `aan messages list --open`: only the messages not
 * handled yet; `open=false` or none lists them all. Anything else lists them all too, as it always
 * has (`catch`): the inbox's filter was never a reason to refuse. The document shows the two values.
 */
export const contactMessagesQuerySchema = builtOnFirstUse(() =>
  z.object({
    open: z
      .enum(["true", "false"])
      .optional()
      .catch(undefined)
      .transform((open) => open === "true")
      .meta({ description: "`true`: only messages not yet handled; `false` or none: every message" }),
  }),
);

/** The key of a site setting in an admin's path. */
export const siteSettingKeySchema = builtOnFirstUse(() => z.enum(SITE_SETTING_KEYS as [string, ...string[]]));
/** A site setting's new value; the setting's own rule checks it. */
export const siteSettingValueSchema = builtOnFirstUse(() =>
  z.object({
    value: z
      .string()
      .meta({ description: "The new value, checked by the setting's own rule (e-mail, https address, date or text); empty clears it" }),
  }),
);
