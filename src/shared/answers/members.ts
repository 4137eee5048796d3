// Answers about members: the member as they and the admins see them, their devices and activity,
// the countdowns, the notification outbox and who is online.
import { z } from "#zod";
import { NOTIFICATION_STATUSES } from "../schemas/members";
import { nullable, page, success, timestamp, uuid, withMessage } from "./common";

/** The signed-in member as the API shows them: never the password hash or any token. */
export const member = z.object({
  id: uuid,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  companyName: z.string(),
  position: z.string(),
  licenseNumber: nullable(z.string()),
  isActive: z.boolean(),
  firstLoginAt: nullable(timestamp),
  createdAt: timestamp,
  planName: z.string(),
  maxDevices: z.number().int(),
  passwordSignIn: z.boolean().meta({ description: "Whether the password signs in; off only while two passkeys exist (decision 0138)" }),
});
export type MemberView = z.output<typeof member>;
export const memberSummary = member.extend({ deviceCount: z.number().int(), lastSeenAt: nullable(timestamp) });
export type MemberSummary = z.output<typeof memberSummary>;

/**
 * A member's device (decision 0060): `label` is the member's name for it, `reportedLabel` what its
 * browser last said it is, `updatedAt` when that changed from what it had said (null while it
 * never has: a new device, a resized window), `current` the browser asking.
 */
export const device = z.object({
  id: uuid,
  label: z.string(),
  reportedLabel: z.string(),
  createdAt: timestamp,
  lastSeenAt: timestamp,
  updatedAt: nullable(timestamp),
  passkey: nullable(
    z.object({ createdAt: timestamp, lastUsedAt: nullable(timestamp) }).meta({
      description: "The passkey this device holds (decision 0129): one at most, removed with the device",
    }),
  ),
  current: z.boolean(),
});
export type DeviceView = z.output<typeof device>;
export const adminDevice = device.omit({ current: true });
export type AdminDeviceView = z.output<typeof adminDevice>;

export const activity = z.object({
  id: uuid,
  action: z.string(),
  description: nullable(z.string()),
  ipAddress: nullable(z.string()),
  userAgent: nullable(z.string()),
  createdAt: timestamp,
  repeats: z.number().int().meta({ description: "How many times it happened: a member's refusals of one action roll up per minute" }),
  lastAt: nullable(timestamp).meta({ description: "The latest of a rolled-up row's repeats" }),
});
export type ActivityView = z.output<typeof activity>;

export const notification = z.object({
  id: uuid,
  userId: nullable(uuid),
  channel: z.enum(["email", "sms"]),
  purpose: z.string(),
  recipient: z.string(),
  subject: nullable(z.string()),
  body: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: nullable(z.string()),
  nextAttemptAt: nullable(timestamp),
  createdAt: timestamp,
  sentAt: nullable(timestamp),
});
export type NotificationView = z.output<typeof notification>;

export const memberAnswer = success({ user: member });
export const memberRegisteredAnswer = withMessage({ user: member });
export const devicesAnswer = success({ devices: z.array(device), maxDevices: z.number().int() });
export type DevicesAnswer = z.output<typeof devicesAnswer>;
export const deviceChangeAnswer = withMessage({ device: nullable(device) });
export type DeviceChangeAnswer = z.output<typeof deviceChangeAnswer>;
export const activityAnswer = success({ activity: z.array(activity) });

/** Deadlines are ISO strings, null while a window has not been started. */
export const countdownStatusAnswer = success({
  purchaseDeadline: nullable(timestamp),
  accessDeadline: nullable(timestamp),
  hasPurchaseCountdown: z.boolean(),
  hasAccessCountdown: z.boolean(),
});
export type CountdownStatusAnswer = z.output<typeof countdownStatusAnswer>;
export const countdownDeadlineAnswer = success({ deadline: timestamp });
export type CountdownDeadlineAnswer = z.output<typeof countdownDeadlineAnswer>;
export const resetRequestedAnswer = withMessage({
  resetId: uuid.meta({ description: "With an SMS code, the token is `<resetId>.<code>`" }),
});
/** A reset link that still works, and until when. */
export const resetLinkAnswer = success({ expiresAt: timestamp });

/** The admins' members list: one page, newest first, and the exact total (decision 0045). */
export const membersAnswer = success({ items: z.array(memberSummary), ...page }).meta({
  description: "One page of members, newest first; total counts every member the search matches",
});
export type MembersAnswer = z.output<typeof membersAnswer>;
export const memberDetailAnswer = success({ member: memberSummary, devices: z.array(adminDevice), activity: z.array(activity) });
export type MemberDetailAnswer = z.output<typeof memberDetailAnswer>;
export const memberChangeAnswer = withMessage({ member: memberSummary });
export type MemberChangeAnswer = z.output<typeof memberChangeAnswer>;
/** Which transports this server has: without one, its channel's messages are held for an operator. */
export const outboxDelivery = z.object({
  email: z.boolean().meta({ description: "A mail server is configured (AAN_SMTP_URL)" }),
  sms: z.boolean().meta({ description: "An SMS gateway is configured (AAN_SMS_WEBHOOK_URL)" }),
});
export const outboxAnswer = success({ notifications: z.array(notification), delivery: outboxDelivery });
export type OutboxAnswer = z.output<typeof outboxAnswer>;
export const notificationChangeAnswer = withMessage({ notification });
export type NotificationChangeAnswer = z.output<typeof notificationChangeAnswer>;
export const onlineStatsAnswer = success({ online: z.number().int(), windowSeconds: z.number() });

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  Member: member,
  MemberSummary: memberSummary,
  Device: device,
  AdminDevice: adminDevice,
  Activity: activity,
  Notification: notification,
  OutboxDelivery: outboxDelivery,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  Members: membersAnswer,
  MemberDetail: memberDetailAnswer,
  MemberChange: memberChangeAnswer,
  Outbox: outboxAnswer,
  NotificationChange: notificationChangeAnswer,
  OnlineStats: onlineStatsAnswer,
  MemberSignedIn: memberAnswer,
  MemberRegistered: memberRegisteredAnswer,
  Devices: devicesAnswer,
  DeviceChange: deviceChangeAnswer,
  Activity: activityAnswer,
  CountdownStatus: countdownStatusAnswer,
  CountdownStarted: countdownDeadlineAnswer,
  ResetRequested: resetRequestedAnswer,
  ResetLink: resetLinkAnswer,
} as const;
