// The operator's setup checklist: what a fresh install still lacks before members meet it. One
// definition read by `aan doctor`, the API and the panel's checklist, with the way each line is
// fixed on the web and in the terminal.
import { z } from "#zod";
import { builtOnFirstUse } from "./schemas/built-on-first-use";

type SetupLineDefinition = {
  title: string;
  /** What is missing, said to the operator; `detail` names the particular items. */
  open: string;
  /** Where it is fixed: the panel's address that shows the setting, and/or a command (or the setting aan serve starts with). */
  fix: { web?: string; cli?: string };
  /** Only the running server can see this line (its environment, the requests reaching it). */
  seenByServer?: boolean;
};

export const SETUP_LINES = {
  // First: until an admin exists nothing else can be set from the panel, and nobody can sign in.
  firstAdmin: {
    title: "An admin to run AAN",
    open: "No admin exists yet: nobody can sign in to the panel. Create the super admin first: open /admin-setup in a browser, or run aan setup on the server.",
    fix: { web: "/admin-setup", cli: "aan setup" },
  },
  supportEmail: {
    title: "Support mailbox",
    open: "The support page has no mailbox to show: visitors are sent to the contact form.",
    fix: { web: "/admin?tab=site-settings", cli: "aan settings set supportEmail support@example.com" },
  },
  privacyEmail: {
    title: "Privacy mailbox",
    open: "The privacy policy has no mailbox for privacy requests.",
    fix: { web: "/admin?tab=site-settings", cli: "aan settings set privacyEmail privacy@example.com" },
  },
  legalEmail: {
    title: "Legal mailbox",
    open: "The terms of service have no mailbox for legal notices.",
    fix: { web: "/admin?tab=site-settings", cli: "aan settings set legalEmail legal@example.com" },
  },
  chatLink: {
    title: "Messaging chat link",
    open: "Members have no chat link to reach the network after purchase.",
    fix: { web: "/admin?tab=site-settings", cli: "aan settings set chatLink https://…" },
  },
  paymentLinks: {
    title: "Payment links",
    open: "BUY NOW has no payment page for some packages.",
    fix: { web: "/admin?tab=site-settings", cli: "aan settings set paymentLink.ghost.monthly https://…" },
  },
  messageTransport: {
    title: "Mail or SMS delivery",
    open: "Password resets and notices wait in the outbox: set AAN_SMTP_URL (or AAN_SMS_WEBHOOK_URL) and restart aan serve.",
    fix: { web: "/admin?tab=status", cli: "AAN_SMTP_URL=smtp://user:pass@mail.example.com:587 aan serve" },
    seenByServer: true,
  },
  appraisers: {
    title: "Appraiser directory",
    open: "The appraiser directory is empty.",
    fix: { web: "/admin?tab=appraisers", cli: "aan appraisers add" },
  },
  testimonials: {
    title: "Testimonials",
    open: "The landing page has no testimonials to show.",
    fix: { web: "/admin?tab=testimonials", cli: "aan testimonials add" },
  },
  trustedProxies: {
    title: "Trusted proxies",
    open: "Requests reach the server through a proxy it does not trust: every client shares the proxy's address for the sign-in throttle.",
    fix: { web: "/admin?tab=status", cli: "AAN_TRUSTED_PROXIES=<proxy address> aan serve" },
    seenByServer: true,
  },
  scheduledBackups: {
    title: "Scheduled backups",
    open: "No scheduled backups: set AAN_BACKUP_DIR to a folder on another disk or AAN_BACKUP_URL to S3-compatible storage (and AAN_BACKUP_INTERVAL_HOURS, AAN_BACKUP_KEEP) and restart aan serve.",
    fix: { web: "/admin?tab=status", cli: "AAN_BACKUP_DIR=/var/backups/aan aan serve" },
    seenByServer: true,
  },
  replication: {
    title: "Replication",
    open: "Not configured. Everything written since the last backup is lost with the disk: set AAN_REPLICA_URL (Litestream's replica: file://, s3://, sftp://) and restart aan serve, or mark it not needed.",
    fix: { web: "/admin?tab=status", cli: "AAN_REPLICA_URL=s3://bucket/aan?endpoint=https://… aan serve" },
    seenByServer: true,
  },
  adminTwoFactor: {
    title: "Two-factor sign-in for admins",
    open: "Some admins sign in with a password alone.",
    fix: { web: "/admin?tab=admins" },
  },
} as const satisfies Record<string, SetupLineDefinition>;

export type SetupLineKey = keyof typeof SETUP_LINES;
export const SETUP_LINE_KEYS = Object.keys(SETUP_LINES) as SetupLineKey[];

/** Lines no install can do without: marking one "not needed" is refused. */
export const ALWAYS_NEEDED_LINES: readonly SetupLineKey[] = ["firstAdmin"];
export const LINE_ALWAYS_NEEDED = (title: string) => `${title} is needed on every install: it cannot be marked not needed`;

export const UNKNOWN_SETUP_LINE = `Unknown checklist line; known: ${SETUP_LINE_KEYS.join(", ")}`;

export const setupLineSchema = builtOnFirstUse(() =>
  z.enum(SETUP_LINE_KEYS as [SetupLineKey, ...SetupLineKey[]], { error: UNKNOWN_SETUP_LINE }),
);

/** The address a test message goes to: an e-mail address, or a phone number of 10 digits or more. */
export const TEST_MESSAGE_TO = "Give an e-mail address or a phone number of at least 10 digits";
export const testMessageSchema = builtOnFirstUse(() =>
  z.object({
    to: z
      .string({ error: TEST_MESSAGE_TO })
      .trim()
      .max(254, TEST_MESSAGE_TO)
      .refine((to) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to) || to.replace(/\D/g, "").length >= 10, TEST_MESSAGE_TO),
  }),
);

/** Test messages one admin may queue from the panel in any hour, whatever the addresses. */
export const TEST_MESSAGES_PER_HOUR = 10;
export const TEST_MESSAGE_WINDOW_MS = 60 * 60 * 1000;
/** The refusal past that limit, with the wait until the oldest of the hour leaves the window. */
export function tooManyTestMessages(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many test messages: at most ${TEST_MESSAGES_PER_HOUR} an hour. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
