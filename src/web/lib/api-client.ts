// The only place in the web app that calls fetch: the transport rules of
// accounts-admin-api.md §7-§8 (credentials, JSON, device headers, time-outs, error messages).
import type { QueryFunction } from "@tanstack/react-query";
import { QUERY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "../../shared/constants";
import { getBrowserDeviceHeaders, type DeviceHeaders } from "./device-headers";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClientDeps {
  fetch: FetchLike;
  deviceHeaders: () => DeviceHeaders;
  requestTimeoutMs?: number;
  queryTimeoutMs?: number;
}

export interface RequestOptions {
  /** Admin login passes ADMIN_LOGIN_TIMEOUT_MS (5000 ms); every other call keeps the 3000 ms default. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type On401 = "returnNull" | "throw";

export const REQUEST_TIMEOUT_MESSAGE = "Request timeout";
export const QUERY_TIMEOUT_MESSAGE = "Query timeout";

/** Non-OK responses become Error("<status>: <body text or status text>") (§8). */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/**
 * The server's own message from an error raised by throwIfNotOk, when the body was the
 * API's failure shape {success:false, error:"..."}; undefined otherwise.
 */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) {
      return body.error;
    }
  } catch {
    // Not JSON (a proxy page, plain text): there is no server message to show.
  }
  return undefined;
}

/**
 * Runs one fetch under a time limit. The limit races the fetch as well as aborting it, so an
 * implementation that ignores the signal still cannot hang the caller.
 */
async function fetchWithTimeout(
  deps: ApiClientDeps,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  timeoutMessage: string,
  outerSignal: AbortSignal | undefined,
  handle: (res: Response) => Promise<Response | null>,
): Promise<Response | null> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outerSignal?.reason);
  if (outerSignal?.aborted) onOuterAbort();
  outerSignal?.addEventListener("abort", onOuterAbort, { once: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(timeoutMessage));
    }, timeoutMs);
  });
  try {
    const work = deps.fetch(url, { ...init, signal: controller.signal }).then(handle);
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener("abort", onOuterAbort);
  }
}

function baseHeaders(deps: ApiClientDeps): Record<string, string> {
  return { "Content-Type": "application/json", Accept: "application/json", ...deps.deviceHeaders() };
}

export function createApiClient(deps: ApiClientDeps) {
  /**
   * Sends one call and returns the Response once it is OK (read it with res.json()).
   * Throws Error("<status>: <text>") for non-OK and Error("Request timeout") past the limit.
   */
  async function apiRequest(method: HttpMethod, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
    const init: RequestInit = {
      method,
      credentials: "include",
      headers: baseHeaders(deps),
      body: data === undefined ? undefined : JSON.stringify(data),
    };
    const timeoutMs = options.timeoutMs ?? deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const res = await fetchWithTimeout(deps, url, init, timeoutMs, REQUEST_TIMEOUT_MESSAGE, options.signal, async (r) => {
      await throwIfNotOk(r);
      return r;
    });
    return res as Response;
  }

  /** Sends a call and parses its JSON body. */
  async function apiJson<T>(method: HttpMethod, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    const res = await apiRequest(method, url, data, options);
    return (await res.json()) as T;
  }

  /** TanStack default query function: GET queryKey.join("/"), 2000 ms limit, optional 401 → null. */
  function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
    return async ({ queryKey, signal }) => {
      const url = queryKey.join("/");
      const init: RequestInit = { method: "GET", credentials: "include", headers: baseHeaders(deps) };
      const timeoutMs = deps.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
      const res = await fetchWithTimeout(deps, url, init, timeoutMs, QUERY_TIMEOUT_MESSAGE, signal, async (r) => {
        if (on401 === "returnNull" && r.status === 401) return null;
        await throwIfNotOk(r);
        return r;
      });
      return res === null ? null : ((await res.json()) as T);
    };
  }

  return { apiRequest, apiJson, getQueryFn };
}

const browserClient = createApiClient({
  // Wrapped so fetch is looked up at call time (tests and polyfills may replace it) and called unbound-safe.
  fetch: (url, init) => fetch(url, init),
  deviceHeaders: getBrowserDeviceHeaders,
});

export const apiRequest = browserClient.apiRequest;
export const apiJson = browserClient.apiJson;
export const getQueryFn = browserClient.getQueryFn;
