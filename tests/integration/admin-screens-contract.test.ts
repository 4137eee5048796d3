// What the panel's content, two-factor and status screens assume of the server, pinned where both
// sides can be read: the web may not import core, so its copy of the "set up two-factor first"
// sentence and its type of the system-status answer are checked against the real ones here.
import { expect, test } from "bun:test";
import { MFA_REQUIRED_FIRST } from "#core/admins/mfa";
import { MFA_SETUP_FIRST } from "../../src/web/features/admin/auth/lib/mfa-guard";
import type { SystemStatusAnswer } from "#shared/answers/system";
import { createSignedInAdmin } from "../helpers/admin-session";

test("the panel recognises the server's 'set up two-factor first' refusal by its exact sentence", () => {
  expect(MFA_SETUP_FIRST).toBe(MFA_REQUIRED_FIRST);
});

test("GET /api/admin/system-status answers the fields the Status tab reads", async () => {
  const admin = await createSignedInAdmin();
  const reply = await admin.as("GET", "/api/admin/system-status");
  expect(reply.status).toBe(200);
  const answer = reply.json as SystemStatusAnswer;
  // databaseBytes is null when the file cannot be read (the tests' database may live in memory).
  const shape: Record<keyof SystemStatusAnswer, string[]> = {
    success: ["boolean"],
    version: ["string"],
    databaseBytes: ["number", "object"],
    backup: ["object"],
    settings: ["object"],
  };
  expect(Object.keys(answer).sort()).toEqual(Object.keys(shape).sort());
  for (const [key, types] of Object.entries(shape)) expect(types).toContain(typeof answer[key as keyof SystemStatusAnswer]);
  expect(answer.backup).not.toBeNull();
  const backupKeys: Array<keyof SystemStatusAnswer["backup"]> = [
    "configured",
    "dir",
    "intervalHours",
    "keep",
    "sameDiskAsData",
    "lastAt",
    "lastOk",
    "lastFile",
    "lastError",
  ];
  expect(Object.keys(answer.backup).sort()).toEqual([...backupKeys].sort());
  expect(answer.backup.configured).toBe(false);
});
