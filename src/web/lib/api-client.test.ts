import { describe, expect, test } from "bun:test";
import { createApiClient, type FetchLike } from "./api-client";
import { ApiError, isOutcomeUnknown, isSessionLost, serverMessage } from "./api-error";
import { buildDeviceHeaders } from "./device-headers";

interface Call {
  url: string;
  init: RequestInit;
}

function recordingFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch };
}

/** A fetch that never answers unless aborted, like a dead network link. */
const hangingFetch: FetchLike = (_url, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

const deviceHeaders = () => buildDeviceHeaders("abc123", "Desktop - Chrome on Linux");

function headersOf(call: Call | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(call?.init.headers).entries());
}

function queryContext(queryKey: readonly unknown[]) {
  // Only the fields the query function reads; TanStack passes more.
  return { queryKey, signal: new AbortController().signal, meta: undefined } as never;
}

describe("apiRequest", () => {
  test("sends credentials, JSON content-type, a JSON body and both device headers", async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ success: true }));
    const client = createApiClient({ fetch, deviceHeaders });
    await client.apiRequest("POST", "/api/admin/invitation-codes", { count: 5 });

    const call = calls[0];
    expect(call?.url).toBe("/api/admin/invitation-codes");
    expect(call?.init.method).toBe("POST");
    expect(call?.init.credentials).toBe("include");
    expect(call?.init.body).toBe('{"count":5}');
    const headers = headersOf(call);
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-device-fingerprint"]).toBe("abc123");
    expect(headers["x-device-label"]).toBe("Desktop - Chrome on Linux");
  });

  test("sends no body when there is no payload, still with the device headers", async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ deadline: "x" }));
    const client = createApiClient({ fetch, deviceHeaders });
    await client.apiRequest("POST", "/api/user/start-purchase-countdown");
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])["x-device-fingerprint"]).toBe("abc123");
  });

  test("the API's failure shape becomes an ApiError with status, kind, message and issues", async () => {
    const body = {
      success: false,
      error: "Username is already assigned to another code or used by a member",
      kind: "conflict",
      issues: [{ path: "assigneeUsername", message: "Username is already assigned to another code or used by a member" }],
    };
    const { fetch } = recordingFetch(() => Response.json(body, { status: 409, statusText: "Conflict" }));
    const client = createApiClient({ fetch, deviceHeaders });
    const error = await client.apiRequest("POST", "/api/x", { code: "A" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, kind: "conflict", message: body.error, issues: body.issues, fromServer: true });
    expect(serverMessage(error)).toBe(body.error);
  });

  test("a failure body without issues has none", async () => {
    const { fetch } = recordingFetch(() =>
      Response.json({ success: false, error: "Code VIP already exists", kind: "conflict" }, { status: 409 }),
    );
    const error = (await createApiClient({ fetch, deviceHeaders })
      .apiJson("POST", "/api/x")
      .catch((e: unknown) => e)) as ApiError;
    expect(error.issues).toBeUndefined();
    expect(error.message).toBe("Code VIP already exists");
  });

  test.each([
    ["an empty body", "", 503, "Service Unavailable", "503: Service Unavailable"],
    ["a plain-text body", "Bad Gateway from the proxy", 502, "Bad Gateway", "502: Bad Gateway from the proxy"],
    ["JSON that is not the failure shape", '{"success":false}', 400, "Bad Request", '400: {"success":false}'],
  ])("a non-OK answer with %s is a bad_answer with the §8 text", async (_name, text, status, statusText, message) => {
    const { fetch } = recordingFetch(() => new Response(text, { status, statusText }));
    const error = (await createApiClient({ fetch, deviceHeaders })
      .apiRequest("GET", "/api/x")
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, kind: "bad_answer", message, fromServer: false });
    expect(serverMessage(error)).toBeUndefined();
  });

  test("an OK answer that is not JSON (an HTML fallback page) is a bad_answer, not a SyntaxError", async () => {
    const { fetch } = recordingFetch(() => new Response("<!doctype html>", { status: 200 }));
    const error = await createApiClient({ fetch, deviceHeaders })
      .apiJson("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, kind: "bad_answer" });
  });

  test("a fetch that fails (no network) is a network ApiError with status 0", async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError("Failed to fetch"));
    const error = await createApiClient({ fetch, deviceHeaders })
      .apiJson("POST", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: "network", fromServer: false });
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  test("a 401 is a lost session; other refusals are not", async () => {
    const answer = (status: number, kind: string) =>
      createApiClient({ fetch: async () => Response.json({ success: false, error: "x", kind }, { status }), deviceHeaders })
        .apiJson("GET", "/api/admin/me")
        .catch((e: unknown) => e);
    expect(isSessionLost(await answer(401, "unauthenticated"))).toBe(true);
    expect(isSessionLost(await answer(403, "forbidden"))).toBe(false);
    expect(isSessionLost(new Error("401: Unauthorized"))).toBe(false);
  });

  test("a call past its limit aborts with 'Request timeout' and aborts the fetch", async () => {
    let aborted = false;
    const fetch: FetchLike = (url, init) => {
      init.signal?.addEventListener("abort", () => (aborted = true));
      return hangingFetch(url, init);
    };
    const client = createApiClient({ fetch, deviceHeaders, requestTimeoutMs: 10 });
    const error = await client.apiRequest("GET", "/api/slow").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: "timeout", message: "Request timeout" });
    expect(isOutcomeUnknown(error)).toBe(true);
    expect(aborted).toBe(true);
  });

  test("the per-call time-out option overrides the default (admin login)", async () => {
    const client = createApiClient({ fetch: hangingFetch, deviceHeaders, requestTimeoutMs: 10_000 });
    const started = Date.now();
    await expect(client.apiRequest("POST", "/api/admin/login", {}, { timeoutMs: 15 })).rejects.toThrow("Request timeout");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test("a fetch that ignores the abort signal still times out", async () => {
    const client = createApiClient({ fetch: () => new Promise(() => {}), deviceHeaders, requestTimeoutMs: 10 });
    await expect(client.apiRequest("GET", "/api/x")).rejects.toThrow("Request timeout");
  });
});

describe("getQueryFn", () => {
  test("GETs the joined query key and returns the JSON body", async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ success: true, entries: [] }));
    const client = createApiClient({ fetch, deviceHeaders });
    const data = await client.getQueryFn({ on401: "throw" })(queryContext(["/api/admin", "credibility-entries"]));
    expect(calls[0]?.url).toBe("/api/admin/credibility-entries");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.credentials).toBe("include");
    expect(headersOf(calls[0])["x-device-label"]).toBe("Desktop - Chrome on Linux");
    expect(data).toEqual({ success: true, entries: [] });
  });

  test("401 becomes null when asked", async () => {
    const { fetch } = recordingFetch(() => new Response("Unauthorized", { status: 401, statusText: "Unauthorized" }));
    const client = createApiClient({ fetch, deviceHeaders });
    expect(await client.getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).toBeNull();
  });

  test("401 throws by default", async () => {
    const { fetch } = recordingFetch(() => new Response("", { status: 401, statusText: "Unauthorized" }));
    const client = createApiClient({ fetch, deviceHeaders });
    const error = await client
      .getQueryFn({ on401: "throw" })(queryContext(["/api/auth/user"]))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: "401: Unauthorized" });
    expect(isSessionLost(error)).toBe(true);
  });

  test("other non-OK statuses throw even when 401 returns null", async () => {
    const { fetch } = recordingFetch(() => new Response("boom", { status: 500, statusText: "Internal Server Error" }));
    const client = createApiClient({ fetch, deviceHeaders });
    await expect(client.getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).rejects.toThrow("500: boom");
  });

  test("a query past its limit fails with 'Query timeout'", async () => {
    const client = createApiClient({ fetch: hangingFetch, deviceHeaders, queryTimeoutMs: 10 });
    const error = await client
      .getQueryFn({ on401: "throw" })(queryContext(["/api/slow"]))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "timeout", message: "Query timeout" });
  });

  test("a query cancelled by its caller rejects with the caller's reason, not a network error", async () => {
    const controller = new AbortController();
    const client = createApiClient({ fetch: hangingFetch, deviceHeaders });
    const run = client.getQueryFn({ on401: "throw" })({ queryKey: ["/api/x"], signal: controller.signal, meta: undefined } as never);
    controller.abort();
    const error = await run.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
