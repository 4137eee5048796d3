// Answers about the running system: its version, database size and scheduled backups.
import { z } from "#zod";
import { nullable, success, timestamp } from "./common";

export const backupStatus = z.object({
  configured: z.boolean(),
  dir: nullable(z.string()),
  intervalHours: z.number(),
  keep: z.number().int(),
  sameDiskAsData: z.boolean().meta({ description: "The backup folder is inside the data folder: on the same disk as the data" }),
  lastAt: nullable(timestamp),
  lastOk: nullable(z.boolean()),
  lastFile: nullable(z.string()),
  lastError: nullable(z.string()),
});
/** The server's own settings the setup checklist sends the operator to see: where messages go, which proxies it trusts. */
export const serverSettings = z.object({
  mailDelivery: nullable(z.string()).meta({
    description: "The SMTP server's address (no credentials), or null: mail is held in the outbox",
  }),
  smsDelivery: nullable(z.string()).meta({ description: "The SMS gateway's origin, or null: SMS are held in the outbox" }),
  trustedProxies: z.array(z.string()),
});
export type ServerSettingsView = z.output<typeof serverSettings>;
export const systemStatusAnswer = success({
  version: z.string(),
  databaseBytes: nullable(z.number().int()),
  backup: backupStatus,
  settings: serverSettings,
});
export type SystemStatusAnswer = z.output<typeof systemStatusAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  BackupStatus: backupStatus,
  ServerSettings: serverSettings,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  SystemStatus: systemStatusAnswer,
} as const;
