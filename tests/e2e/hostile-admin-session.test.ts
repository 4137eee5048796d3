// What a hostile holder of an admin's session cookie tries against the compiled binary: taking the
// account over by changing its credentials, and flooding addresses with the setup checklist's test
// messages. Neither works: the change needs the current password (wrong guesses are throttled as
// sign-ins are), and test messages stop at 10 an hour per admin, each refusal with Retry-After.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT, startServer, type RunningServer } from "../helpers/server-process";

const BINARY = join(REPO_ROOT, "dist/aan");
const ADMIN = { username: "commander", fullName: "Ada Commander", password: "s3cret-Pass!" };

let server: RunningServer;
/** The cookie the attacker stole: a good session of the real admin. */
let stolenCookie: string;

async function signIn(password: string): Promise<Response> {
  return fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.username, password }),
  });
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: stolenCookie },
    body: JSON.stringify(body),
  });
}

const takeOver = (currentPassword?: string) =>
  post("/api/admin/update-credentials", {
    ...(currentPassword === undefined ? {} : { currentPassword }),
    newUsername: "intruder",
    newPassword: "intruder-pw",
    confirmPassword: "intruder-pw",
  });

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error("dist/aan is missing: `npm test` builds it first (npm run build)");
  server = await startServer({ command: [BINARY] });
  const setup = await fetch(`${server.url}/api/admin/setup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...ADMIN, confirmPassword: ADMIN.password }),
  });
  expect(setup.status).toBe(200);
  const signedIn = await signIn(ADMIN.password);
  expect(signedIn.status).toBe(200);
  stolenCookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
});

afterAll(async () => {
  await server?.stop();
});

describe("a stolen admin session cookie", () => {
  test("cannot change the credentials: no current password is 400, guesses are 403, the sixth is 429 with Retry-After", async () => {
    const missing = await takeOver();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ success: false, kind: "invalid", error: "All fields are required" });

    const guesses = [];
    for (const guess of ["password", "123456", "commander", "s3cret-pass!", "letmein1"]) {
      const reply = await takeOver(guess);
      guesses.push({ status: reply.status, body: await reply.json() });
    }
    expect(guesses.map((g) => g.status)).toEqual([403, 403, 403, 403, 403]);
    expect(guesses[0]!.body).toMatchObject({ success: false, kind: "forbidden", error: "Current password is incorrect" });

    const throttled = await takeOver("another-guess");
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ success: false, kind: "throttled" });
    const retryAfter = Number(throttled.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The session still reads as the real admin: nothing was changed.
    const me = await fetch(`${server.url}/api/admin/me`, { headers: { cookie: stolenCookie } });
    expect(((await me.json()) as { admin: { username: string } }).admin.username).toBe(ADMIN.username);
    expect((await signIn("intruder-pw")).status).toBe(429);
  }, 20_000);

  test("queues 10 test messages in an hour, whatever the addresses: the 11th is 429 with Retry-After", async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await post("/api/admin/setup-checklist/test-message", { to: `victim${i}@aan.example` })).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const eleventh = await post("/api/admin/setup-checklist/test-message", { to: "victim10@aan.example" });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      success: false,
      kind: "throttled",
      error: "Too many test messages: at most 10 an hour. Try again in 60 minutes.",
    });
    const retryAfter = Number(eleventh.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
  }, 20_000);
});
