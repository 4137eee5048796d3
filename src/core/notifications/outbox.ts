// The notification outbox and its delivery. A use case stores its message with `enqueue` inside
// its own transaction; `deliverSoon` sends after the commit, so a member's request never waits
// for (or fails because of) a mail server. Transports come from configuration: SMTP through
// nodemailer when AAN_SMTP_URL is set, an SMS webhook when AAN_SMS_WEBHOOK_URL is set; without
// one, a message is held in the outbox for an operator to relay. A failed send is retried with
// a growing pause and its error kept; after MAX_ATTEMPTS it is marked failed.
import type { Transporter } from "nodemailer";
import { AUDIT_TEXT_MAX } from "#shared/constants";
import type { NotificationPurpose } from "#shared/notification-purposes";
import type { AppConfig } from "../platform/config";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import {
  claimNotification,
  insertNotification,
  selectDueNotifications,
  selectExpiredSecrets,
  updateNotification,
  type NewNotification,
  type NotificationRow,
} from "./outbox-repository";

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** While one attempt runs, nobody else takes the message. */
const ATTEMPT_LEASE_MS = 2 * 60_000;
const BATCH = 50;

export type Channel = "email" | "sms";
export type OutgoingMessage = { channel: Channel; to: string; subject: string | null; text: string };
export type Transport = (message: OutgoingMessage) => Promise<void>;
export type Transports = Partial<Record<Channel, Transport>>;

/** Stores a message in the caller's transaction. `secretExpiresAt`: when the secret in it dies. */
export function enqueue(
  db: Db,
  message: Omit<NewNotification, "status" | "attempts" | "createdAt" | "id" | "purpose"> & {
    createdAt: Date;
    purpose: NotificationPurpose;
  },
): NotificationRow {
  return insertNotification(db, { ...message, status: "pending" });
}

const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/token=[A-Za-z0-9_-]+/g, "token=[expired]"],
  [/\b\d{6}\b/g, "[expired]"],
];

/** The message with its reset link or code replaced, for keeping after it is no longer needed. */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const transportsByConfig = new WeakMap<AppConfig, Transports>();

/** The transports the configuration names, made once per configuration. */
export function configuredTransports(config: AppConfig): Transports {
  let transports = transportsByConfig.get(config);
  if (!transports) {
    transports = {};
    if (config.smtpUrl) {
      const smtpUrl = config.smtpUrl;
      // nodemailer loads with the first message, not with every CLI command.
      let mailer: Promise<Transporter> | undefined;
      transports.email = async (m) => {
        mailer ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl));
        await (await mailer).sendMail({ from: config.mailFrom, to: m.to, subject: m.subject ?? "AAN", text: m.text });
      };
    }
    if (config.smsWebhookUrl) {
      const url = config.smsWebhookUrl;
      transports.sms = async (m) => {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ to: m.to, text: m.text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      };
    }
    transportsByConfig.set(config, transports);
  }
  return transports;
}

const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
const clip = (text: string) => (text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX - 1)}…` : text);

async function attempt(
  ctx: AppContext,
  row: NotificationRow,
  transport: Transport | undefined,
): Promise<"sent" | "held" | "retry" | "failed"> {
  if (!transport) {
    writeTransaction(ctx.db, (tx) => updateNotification(tx, row.id, { status: "held", nextAttemptAt: null }));
    return "held";
  }
  try {
    await transport({ channel: row.channel, to: row.recipient, subject: row.subject, text: row.body });
    writeTransaction(ctx.db, (tx) =>
      updateNotification(tx, row.id, {
        status: "sent",
        sentAt: ctx.clock.now(),
        attempts: row.attempts + 1,
        lastError: null,
        nextAttemptAt: null,
        ...(row.secretExpiresAt ? { body: redactSecrets(row.body), redactedAt: ctx.clock.now() } : {}),
      }),
    );
    return "sent";
  } catch (error) {
    const attempts = row.attempts + 1;
    const gaveUp = attempts >= MAX_ATTEMPTS;
    const lastError = clip(error instanceof Error ? error.message : String(error));
    writeTransaction(ctx.db, (tx) =>
      updateNotification(tx, row.id, {
        status: gaveUp ? "failed" : "pending",
        attempts,
        lastError,
        nextAttemptAt: gaveUp ? null : new Date(ctx.clock.now().getTime() + retryDelay(attempts)),
      }),
    );
    ctx.log.warn("notification_send_failed", { id: row.id, channel: row.channel, attempts, error: lastError });
    return gaveUp ? "failed" : "retry";
  }
}

export type DeliveryReport = { sent: number; held: number; retry: number; failed: number; redacted: number };

/** Sends every message that is due, and removes secrets that have expired. */
export async function deliverDue(ctx: AppContext, transports: Transports = configuredTransports(ctx.config)): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, held: 0, retry: 0, failed: 0, redacted: 0 };
  const now = ctx.clock.now();
  for (const due of selectDueNotifications(ctx.db, now, BATCH)) {
    const claimed = writeTransaction(ctx.db, (tx) => claimNotification(tx, due.id, now, new Date(now.getTime() + ATTEMPT_LEASE_MS)));
    if (claimed) report[await attempt(ctx, claimed, transports[claimed.channel])]++;
  }
  for (const expired of selectExpiredSecrets(ctx.db, now)) {
    writeTransaction(ctx.db, (tx) => updateNotification(tx, expired.id, { body: redactSecrets(expired.body), redactedAt: now }));
    report.redacted++;
  }
  return report;
}

/** Starts a delivery right after the current request; its failures are logged, never thrown. */
export function deliverSoon(ctx: AppContext): void {
  setTimeout(() => {
    deliverDue(ctx).catch((error) =>
      ctx.log.error("notification_delivery_failed", { message: error instanceof Error ? error.message : String(error) }),
    );
  }, 0);
}
