// Member inputs with the messages of spec §5: registration, sign-in, devices, password reset.
import { z } from "#zod";
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  INVITATION_CODE_MAX_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  SHORT_TEXT_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "../constants";
import { PHONE_FORMAT_MESSAGE } from "../phone";
import { pageQuerySchema } from "./paging";
import { phoneField } from "./phone-field";
import { builtOnFirstUse } from "./built-on-first-use";
import { HIDDEN_CHARACTERS_MESSAGE, isVisibleText, singleLineText, tooLongMessage } from "./text";

export const POSITIONS_NEEDING_LICENSE = ["adjuster", "contractor"] as const;
export const LICENSE_REQUIRED = "License number is required for adjusters and contractors";
export const AGE_CONFIRMATION_REQUIRED = "You must confirm that you are 18 or older";
export const TERMS_REQUIRED = "You must accept the terms of service";
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const USERNAME_TOO_SHORT = "Username must be at least 3 characters";
const PASSWORD_TOO_SHORT = "Password must be at least 6 characters";

const username = () => singleLineText("Username", USERNAME_MAX, { required: USERNAME_TOO_SHORT, min: USERNAME_MIN });
// Passwords are never trimmed: every character counts. The maximum keeps argon2id's work bounded.
const password = () =>
  z.string({ error: PASSWORD_TOO_SHORT }).min(PASSWORD_MIN, PASSWORD_TOO_SHORT).max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX));

export const PHONE_TOO_SHORT = "Phone number must be at least 10 digits";

const mustBeTrue = (message: string) => z.literal(true, { error: message });

export const registerSchema = builtOnFirstUse(() =>
  z
    .object({
      invitationCode: singleLineText("Invitation code", INVITATION_CODE_MAX_LENGTH, {
        required: "Invitation code is required",
        min: 1,
      }).transform((code) => code.toUpperCase()),
      firstName: singleLineText("First name", PERSON_NAME_MAX, { required: "First name is required", min: 1 }),
      lastName: singleLineText("Last name", PERSON_NAME_MAX, { required: "Last name is required", min: 1 }),
      email: z
        .string({ error: "Invalid email address" })
        .trim()
        .max(EMAIL_MAX, tooLongMessage("Email", EMAIL_MAX))
        .refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE("Email"))
        .pipe(z.email("Invalid email address")),
      phone: phoneField({ required: PHONE_TOO_SHORT, tooFewDigits: PHONE_TOO_SHORT, notANumber: PHONE_FORMAT_MESSAGE }),
      companyName: singleLineText("Company", SHORT_TEXT_MAX, { required: "Company name is required", min: 1 }),
      position: singleLineText("Position", SHORT_TEXT_MAX, { required: "Position is required", min: 1 }),
      licenseNumber: z
        .union([singleLineText("License number", SHORT_TEXT_MAX), z.null()])
        .optional()
        .transform((v) => (v ? v : null)),
      username: username(),
      password: password(),
      confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }).max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
      ageConfirmed: mustBeTrue(AGE_CONFIRMATION_REQUIRED),
      termsAccepted: mustBeTrue(TERMS_REQUIRED),
    })
    .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] })
    .refine((v) => v.licenseNumber || !(POSITIONS_NEEDING_LICENSE as readonly string[]).includes(v.position.toLowerCase()), {
      message: LICENSE_REQUIRED,
      path: ["licenseNumber"],
    }),
);
export type RegisterInput = z.input<typeof registerSchema>;

export const memberLoginSchema = builtOnFirstUse(() => z.object({ username: username(), password: password() }));
export type MemberLoginInput = z.input<typeof memberLoginSchema>;

// A new browser at the device cap (decision 0138): the right password asks for a 6-digit code by
// e-mail or SMS, the code is checked, then the browser names the device it replaces.
export const NEW_DEVICE_CODE_WRONG = "Wrong or expired code. Sign in again to get a new one.";
export const NEW_DEVICE_CODE_SHAPE = "The code is the 6 digits we sent you";
export const newDeviceCodeRequestSchema = builtOnFirstUse(() =>
  z.object({
    username: username(),
    password: password(),
    channel: z.enum(["email", "sms"], { error: "Choose e-mail or text message" }),
  }),
);
export type NewDeviceCodeRequestInput = z.input<typeof newDeviceCodeRequestSchema>;
export const newDeviceCodeCheckSchema = builtOnFirstUse(() =>
  z.object({
    codeId: z.uuid(NEW_DEVICE_CODE_WRONG),
    code: z.string({ error: NEW_DEVICE_CODE_SHAPE }).regex(/^\d{6}$/, NEW_DEVICE_CODE_SHAPE),
  }),
);
export type NewDeviceCodeCheckInput = z.input<typeof newDeviceCodeCheckSchema>;
export const newDeviceReplaceSchema = builtOnFirstUse(() =>
  z.object({ codeId: z.uuid(NEW_DEVICE_CODE_WRONG), deviceId: z.uuid("Choose the device this one replaces") }),
);
export type NewDeviceReplaceInput = z.input<typeof newDeviceReplaceSchema>;

export const INVALID_DEVICE_ID = "Invalid device ID";
export const DEVICE_LABEL_MAX = 100;

export const deviceActionSchema = builtOnFirstUse(() =>
  z
    .object({
      deviceId: z.uuid(INVALID_DEVICE_ID),
      action: z.enum(["revoke", "rename"], { error: "Action must be revoke or rename" }),
      newLabel: singleLineText("Device label", DEVICE_LABEL_MAX, {
        required: "Device label cannot be empty",
        min: 1,
        minMessage: "Device label cannot be empty",
      }).optional(),
    })
    .refine((v) => v.action !== "rename" || v.newLabel !== undefined, {
      message: "New label is required for rename action",
      path: ["newLabel"],
    }),
);
export type DeviceActionInput = z.input<typeof deviceActionSchema>;

/** The device headers every member call carries (spec §3, §7). A fingerprint is a SHA-256 in hex. */
export const deviceHeadersSchema = builtOnFirstUse(() =>
  z.object({
    fingerprint: z.string({ error: "Device fingerprint is required" }).regex(/^[0-9a-f]{64}$/, "Device fingerprint is required"),
    label: singleLineText("Device label", DEVICE_LABEL_MAX, { required: "Device label is required", min: 1 }),
  }),
);

export const resetRequestSchema = builtOnFirstUse(() =>
  z.object({
    identifier: singleLineText("Identifier", ADDRESS_MAX, { required: "Phone number or email is required", min: 1 }),
    resetType: z.enum(["sms", "email"], { error: "Reset type must be sms or email" }),
  }),
);

const resetToken = () => singleLineText("Reset token", 200, { required: "Reset token is required", min: 1 });

/** The e-mailed link's token, checked when its page opens, before a new password is typed. */
export const resetLinkSchema = builtOnFirstUse(() => z.object({ token: resetToken() }));

export const resetCompleteSchema = builtOnFirstUse(() =>
  z
    .object({
      token: resetToken(),
      newPassword: password(),
      confirmPassword: z.string({ error: PASSWORDS_DONT_MATCH }).max(PASSWORD_MAX, tooLongMessage("Password", PASSWORD_MAX)),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] }),
);

/** Admin: a member's device limit. */
export const MAX_DEVICES_MESSAGE = "Max devices must be a whole number from 1 to 20";
export const maxDevicesSchema = builtOnFirstUse(() =>
  z.object({
    maxDevices: z.coerce
      .number({ error: MAX_DEVICES_MESSAGE })
      .int(MAX_DEVICES_MESSAGE)
      .min(1, MAX_DEVICES_MESSAGE)
      .max(20, MAX_DEVICES_MESSAGE),
  }),
);

export const INVALID_MEMBER_ID = "Invalid member ID";
export const memberIdSchema = builtOnFirstUse(() => z.uuid(INVALID_MEMBER_ID));

/** Admin: the members list, a page at a time (`?q=&page=&pageSize=`); q looks in username, name, e-mail and company. */
export const memberSearchSchema = pageQuerySchema;

export const NOTIFICATION_STATUSES = ["pending", "sent", "held", "failed"] as const;
export const outboxQuerySchema = builtOnFirstUse(() =>
  z.object({
    status: z.enum(NOTIFICATION_STATUSES, { error: "Status must be pending, sent, held or failed" }).optional(),
  }),
);
export const INVALID_NOTIFICATION_ID = "Invalid notification ID";
export const notificationIdSchema = builtOnFirstUse(() => z.uuid(INVALID_NOTIFICATION_ID));

/** A member named in an admin's path: their id, or their username. */
export const memberRefSchema = builtOnFirstUse(() => z.string().meta({ description: "A member's id, or their username" }));
