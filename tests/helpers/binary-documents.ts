// Against a running `aan serve` (tests/helpers/server-process.ts), over plain HTTP as the web app
// would: the first admin signed in, a member registered with one of the setup's codes and given a
// package, a claim of theirs and a stored document on it.
import { setupFields } from "./admin-session";
import { deviceHeaders, memberCookieOf, registration } from "./member-session";
import { claimForm } from "./claim-form";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields and let their assertions check them
export type Answer = { status: number; headers: Headers; text: string; json: any };

export type MemberWithDocument = {
  adminCookie: string;
  memberCookie: string;
  memberId: string;
  device: Record<string, string>;
  claimId: string;
  documentId: string;
};

/** One request with JSON in and JSON (when it is JSON) out. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

function cookieOf(answer: Answer, name: RegExp): string {
  const pair = answer.headers
    .getSetCookie()
    .map((h) => h.split(";")[0]!.trim())
    .find((p) => name.test(p));
  if (!pair) throw new Error(`no cookie in ${answer.status} ${answer.text.slice(0, 200)}`);
  return pair;
}

export const SMALL_PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

/** Sets the server up from its first run to one member's claim with one PDF stored. */
export async function memberWithDocument(baseUrl: string): Promise<MemberWithDocument> {
  const fields = setupFields();
  expectOk(await call(baseUrl, "POST", "/api/admin/setup", { body: fields }), "setup");
  const login = expectOk(
    await call(baseUrl, "POST", "/api/admin/login", { body: { username: fields.username, password: fields.password } }),
    "admin sign-in",
  );
  const adminCookie = cookieOf(login, /^(__Host-)?aan_admin=./);
  const codes = expectOk(await call(baseUrl, "GET", "/api/admin/invitation-codes", { cookie: adminCookie }), "codes");
  const code = (codes.json as { codes: { unused: Array<{ code: string }> } }).codes.unused[0]!.code;
  const device = deviceHeaders("laptop");
  const registered = expectOk(
    await call(baseUrl, "POST", "/api/auth/register", { body: registration(code), headers: device }),
    "registration",
  );
  const memberCookie = memberCookieOf(registered)!;
  const memberId = (registered.json as { user: { id: string } }).user.id;
  expectOk(
    await call(baseUrl, "POST", `/api/admin/members/${memberId}/subscription`, {
      cookie: adminCookie,
      body: { plan: "phantom", frequency: "monthly" },
    }),
    "package",
  );
  const claim = expectOk(
    await call(baseUrl, "POST", "/api/claims", {
      cookie: memberCookie,
      headers: device,
      body: claimForm({ originalClaimAmount: "52000.00" }),
    }),
    "claim",
  );
  const claimId = (claim.json as { claim: { id: string } }).claim.id;
  const form = new FormData();
  form.append("files", new Blob([SMALL_PDF]), "estimate.pdf");
  const uploaded = await fetch(new URL(`/api/claims/${claimId}/documents`, baseUrl), {
    method: "POST",
    body: form,
    headers: { cookie: memberCookie, ...device },
  });
  const uploadText = await uploaded.text();
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${uploadText}`);
  const detail = expectOk(await call(baseUrl, "GET", `/api/claims/${claimId}`, { cookie: memberCookie, headers: device }), "claim detail");
  const documentId = (detail.json as { documents: Array<{ id: string }> }).documents[0]!.id;
  return { adminCookie, memberCookie, memberId, device, claimId, documentId };
}
