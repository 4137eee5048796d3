// What the hostile member did, against the compiled binary: a claim message carrying each of the
// issue's hidden characters (U+061C, U+2028, U+00AD, U+034F, U+180E, U+FFF9, U+E0001, U+3164,
// U+2800, CR), sent as JSON and as the multipart form a message with files is, is refused with
// 400 and the one message; the thread and the database hold none of them afterwards. A message
// of ordinary text with joined emoji still goes through, and a form's CRLF line breaks are kept as
// LF. Runs dist/aan (bun run build).
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { HIDDEN_CHARACTERS_MESSAGE } from "#shared/hidden-characters";
import { ISSUE_HIDDEN_CHARACTERS, withHidden } from "../helpers/hidden-characters";
import { memberWithClaim, type Uploader } from "../helpers/member-with-claim";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");

let server: RunningServer;
let member: Uploader;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  server = await startServer({ command: [BINARY] });
  member = await memberWithClaim(server.url, "hidden_member");
});

afterAll(async () => {
  await server?.stop();
});

const messagesPath = () => `${member.url}/api/claims/${member.claimId}/messages`;

async function post(body: BodyInit, contentType?: string) {
  const res = await fetch(messagesPath(), {
    method: "POST",
    headers: { ...member.headers, ...(contentType ? { "content-type": contentType } : {}) },
    body,
  });
  const json = (await res.json().catch(() => null)) as { error?: string } | null;
  return { status: res.status, error: json?.error };
}

const asJson = (text: string) => post(JSON.stringify({ text }), "application/json");
/**
 * The multipart form a message with files is, written by hand as an attacker's client writes it:
 * FormData (like a browser) would turn a lone CR into CRLF, which the server keeps as a line break.
 */
const BOUNDARY = "----aanHiddenBoundary";
const asForm = (text: string) =>
  post(
    new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`),
    `multipart/form-data; boundary=${BOUNDARY}`,
  );

async function threadTexts(): Promise<string[]> {
  const res = await fetch(messagesPath(), { headers: member.headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { messages: Array<{ text: string }> };
  return body.messages.map((m) => m.text);
}

/** Every text value of every row of every table, read from the server's database file. */
function storedTexts(): string[] {
  const db = new Database(join(server.dataDir, "aan.db"), { readonly: true });
  try {
    const tables = db.query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
    return tables.flatMap(({ name }) =>
      (db.query(`SELECT * FROM "${name}"`).all() as Array<Record<string, unknown>>).flatMap((row) =>
        Object.values(row).filter((value): value is string => typeof value === "string"),
      ),
    );
  } finally {
    db.close();
  }
}

test("a claim message with each hidden character is refused with 400, as JSON and as a form, and nothing is stored", async () => {
  const before = await threadTexts();
  const answers: Array<{ character: string; json: unknown; form: unknown }> = [];
  for (const [character, char] of ISSUE_HIDDEN_CHARACTERS) {
    const text = withHidden("Any news on my claim?", char);
    answers.push({ character, json: await asJson(text), form: await asForm(text) });
  }
  const refused = { status: 400, error: HIDDEN_CHARACTERS_MESSAGE("Message") };
  expect(answers).toEqual(ISSUE_HIDDEN_CHARACTERS.map(([character]) => ({ character, json: refused, form: refused })));

  expect(await threadTexts()).toEqual(before);
  const kept = storedTexts().filter((value) => ISSUE_HIDDEN_CHARACTERS.some(([, char]) => value.includes(char)));
  expect(kept).toEqual([]);
  expect(server.process.exitCode).toBeNull();
}, 30_000);

test("ordinary text goes through: accents, other scripts, emoji joined into one picture, CRLF kept as LF", async () => {
  const text = "Zoë's roof 👨‍👩‍👧 🏳️‍🌈 東京 مرحبا";
  expect(await asJson(`${text}\r\nsecond line`)).toEqual({ status: 200, error: undefined });
  expect((await threadTexts()).at(-1)).toBe(`${text}\nsecond line`);
  // A form as a browser sends it: its line breaks travel as CRLF and are kept as LF.
  const form = new FormData();
  form.append("text", "first line\nsecond line");
  expect(await post(form)).toEqual({ status: 200, error: undefined });
  expect((await threadTexts()).at(-1)).toBe("first line\nsecond line");
}, 30_000);
