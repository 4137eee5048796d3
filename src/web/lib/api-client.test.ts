import { describe, expect, test } from "bun:test";
import { createApiClient, serverErrorMessage, type FetchLike } from "./api-client";
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

  test("a non-OK response fails with status and body text", async () => {
    const { fetch } = recordingFetch(
      () => new Response('{"success":false,"error":"Code already exists"}', { status: 409, statusText: "Conflict" }),
    );
    const client = createApiClient({ fetch, deviceHeaders });
    const error = await client.apiRequest("POST", "/api/x", { code: "A" }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('409: {"success":false,"error":"Code already exists"}');
  });

  test("a non-OK response with an empty body fails with status and status text", async () => {
    const { fetch } = recordingFetch(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    const client = createApiClient({ fetch, deviceHeaders });
    await expect(client.apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  test("a call past its limit aborts with 'Request timeout' and aborts the fetch", async () => {
    let aborted = false;
    const fetch: FetchLike = (url, init) => {
      init.signal?.addEventListener("abort", () => (aborted = true));
      return hangingFetch(url, init);
    };
    const client = createApiClient({ fetch, deviceHeaders, requestTimeoutMs: 10 });
    await expect(client.apiRequest("GET", "/api/slow")).rejects.toThrow("Request timeout");
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
    await expect(client.getQueryFn({ on401: "throw" })(queryContext(["/api/auth/user"]))).rejects.toThrow(
      "401: Unauthorized",
    );
  });

  test("other non-OK statuses throw even when 401 returns null", async () => {
    const { fetch } = recordingFetch(() => new Response("boom", { status: 500, statusText: "Internal Server Error" }));
    const client = createApiClient({ fetch, deviceHeaders });
    await expect(client.getQueryFn({ on401: "returnNull" })(queryContext(["/api/auth/user"]))).rejects.toThrow(
      "500: boom",
    );
  });

  test("a query past its limit fails with 'Query timeout'", async () => {
    const client = createApiClient({ fetch: hangingFetch, deviceHeaders, queryTimeoutMs: 10 });
    await expect(client.getQueryFn({ on401: "throw" })(queryContext(["/api/slow"]))).rejects.toThrow("Query timeout");
  });
});

describe("serverErrorMessage", () => {
  test("pulls the error field out of a JSON failure body", () => {
    expect(serverErrorMessage(new Error('409: {"success":false,"error":"Code already exists"}'))).toBe(
      "Code already exists",
    );
  });

  test("is undefined for plain text bodies, status-text messages and non-errors", () => {
    expect(serverErrorMessage(new Error("502: Bad Gateway"))).toBeUndefined();
    expect(serverErrorMessage(new Error("Request timeout"))).toBeUndefined();
    expect(serverErrorMessage(new Error('400: {"success":false}'))).toBeUndefined();
    expect(serverErrorMessage("409: {}")).toBeUndefined();
    expect(serverErrorMessage(undefined)).toBeUndefined();
  });
});
