import { expect, test } from "bun:test";
import { ApiError } from "#web/lib/api-error";
import { BACKUP_HOW_TO, backupOutcome, formatBytes, outcomeText, scheduleText } from "./system-status-texts";
import { systemStatusToasts } from "./system-status-toasts";

test("sizes in words, 1024-based", () => {
  expect(formatBytes(0)).toBe("0 bytes");
  expect(formatBytes(1023)).toBe("1023 bytes");
  expect(formatBytes(1536)).toBe("1.5 KB");
  expect(formatBytes(4096 * 1024)).toBe("4.0 MB");
  expect(formatBytes(150 * 1024 * 1024)).toBe("150 MB");
  expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
  expect(formatBytes(null)).toBe("unknown");
  expect(formatBytes(-1)).toBe("unknown");
});

test("the last backup's outcome: off, none yet, succeeded, failed", () => {
  expect(backupOutcome({ configured: false, lastAt: null, lastOk: null })).toBe("off");
  expect(backupOutcome({ configured: true, lastAt: null, lastOk: null })).toBe("waiting");
  expect(backupOutcome({ configured: true, lastAt: "2026-11-23T10:00:00Z", lastOk: true })).toBe("ok");
  expect(backupOutcome({ configured: true, lastAt: "2026-11-23T10:00:00Z", lastOk: false })).toBe("failed");
  expect(outcomeText("failed")).toBe("FAILED");
  expect(outcomeText("ok")).toBe("Succeeded");
  expect(outcomeText("off")).toBe("Not configured");
});

test("the schedule, and how to turn backups on when they are off", () => {
  expect(scheduleText({ dir: "/var/backups/aan", intervalHours: 24, keep: 7 })).toBe(
    "Every 24 hours, keeping the newest 7, into /var/backups/aan",
  );
  expect(scheduleText({ dir: "/b", intervalHours: 1, keep: 2 })).toBe("Every hour, keeping the newest 2, into /b");
  expect(BACKUP_HOW_TO).toContain("AAN_BACKUP_DIR");
});

test("a failed read is destructive, with the reason when known", () => {
  expect(systemStatusToasts.fetchStatusFailed(new Error("x"))).toEqual({ title: "Failed to fetch system status", variant: "destructive" });
  expect(systemStatusToasts.fetchStatusFailed(new ApiError({ status: 0, kind: "timeout", message: "Query timeout" })).description).toBe(
    "Query timeout",
  );
});
