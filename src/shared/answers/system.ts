// Answers about the running system: its version, database size and scheduled backups.
import { z } from "#zod";
import { nullable, success, timestamp } from "./common";

export const backupStatus = z.object({
  configured: z.boolean(),
  dir: nullable(z.string()),
  intervalHours: z.number(),
  keep: z.number().int(),
  lastAt: nullable(timestamp),
  lastOk: nullable(z.boolean()),
  lastFile: nullable(z.string()),
  lastError: nullable(z.string()),
});
export type BackupStatusView = z.output<typeof backupStatus>;
export const systemStatusAnswer = success({ version: z.string(), databaseBytes: nullable(z.number().int()), backup: backupStatus });
export type SystemStatusAnswer = z.output<typeof systemStatusAnswer>;

/** Views several answers share, by the name the OpenAPI document gives them (#/components/schemas/<name>). */
export const NAMED_VIEWS = {
  BackupStatus: backupStatus,
} as const;

/** This area's answers by the name the OpenAPI document gives them (#/components/schemas/<name>Answer). */
export const NAMED_ANSWERS = {
  SystemStatus: systemStatusAnswer,
} as const;
