// Answers of the member's security page (decision 0137): their sign-ins, devices, passkeys and
// what admins did to their account, each list newest first.
import { z } from "#zod";
import { ADMIN_ROLE_WORDS } from "../security-page";
import { device } from "./members";
import { nullable, success, timestamp, uuid, withMessage } from "./common";

export const signIn = z.object({
  id: uuid,
  at: timestamp,
  device: nullable(z.string()).meta({ description: "The device's name now, or the name it had if it was removed since" }),
  deviceId: nullable(uuid).meta({ description: "The device, while it is still one of the member's" }),
  method: nullable(z.enum(["password", "passkey"])).meta({
    description: "How the member signed in; null for sign-ins recorded before it was kept",
  }),
  browser: nullable(z.string()).meta({ description: "The User-Agent the browser reported" }),
  approximateAddress: nullable(z.string()).meta({
    description: "The network the sign-in came from: an IPv4 /24 or an IPv6 /48, never the full address",
    examples: ["203.0.113.0/24", "2001:db8:abcd::/48"],
  }),
});
export type SignInView = z.output<typeof signIn>;

export const securityDevice = device.extend({
  sessions: z.number().int().meta({ description: "Sessions signed in on this device now" }),
});
export type SecurityDeviceView = z.output<typeof securityDevice>;

export const passkeySummary = z.object({
  deviceId: uuid,
  device: z.string(),
  createdAt: timestamp,
  lastUsedAt: nullable(timestamp),
});

export const adminAction = z.object({
  id: z.number().int(),
  at: timestamp,
  action: z.string().meta({ description: "The audit log's action key" }),
  byRole: z.enum(Object.keys(ADMIN_ROLE_WORDS) as [keyof typeof ADMIN_ROLE_WORDS, ...(keyof typeof ADMIN_ROLE_WORDS)[]]),
  by: z.string().meta({ description: "Who did it, in words, by role: never an admin's name" }),
  description: z.string().meta({ description: "What was done, in words" }),
});
export type AdminActionView = z.output<typeof adminAction>;

export const securityPageAnswer = success({
  signIns: z.array(signIn),
  signInsNext: nullable(uuid).meta({ description: "Pass as signInsAfter for the next page; null on the last (the newest 100 at most)" }),
  devices: z.array(securityDevice),
  passkeys: z.array(passkeySummary),
  adminActions: z.array(adminAction),
  adminActionsNext: nullable(z.number().int()).meta({ description: "Pass as adminActionsAfter for the next page; null on the last" }),
});
export type SecurityPageAnswer = z.output<typeof securityPageAnswer>;

export const signedOutOthersAnswer = withMessage({
  ended: z.number().int().meta({ description: "How many other sessions were ended" }),
  devices: z.array(securityDevice),
});
export type SignedOutOthersAnswer = z.output<typeof signedOutOthersAnswer>;

export const NAMED_VIEWS = {
  SignIn: signIn,
  SecurityDevice: securityDevice,
  PasskeySummary: passkeySummary,
  AdminAction: adminAction,
} as const;

export const NAMED_ANSWERS = {
  SecurityPage: securityPageAnswer,
  SignedOutOthers: signedOutOthersAnswer,
} as const;
