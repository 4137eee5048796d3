// The only place in the web app that calls fetch: the transport rules of
// accounts-admin-api.md §7-§8 (credentials, JSON, device headers, time-outs). Every failure
// leaves here as an ApiError (api-error.ts).
import type { QueryFunctionContext, QueryKey } from "@tanstack/react-query";
import { QUERY_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from "#shared/constants";
import { ApiError, apiErrorFromAnswer, NETWORK_ERROR_MESSAGE, QUERY_TIMEOUT_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from "./api-error";
import { getBrowserDeviceHeaders, type DeviceHeaders } from "./device-headers";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClientDeps {
  fetch: FetchLike;
  /** The device headers every call carries; the browser's are ready once its fingerprint is. */
  deviceHeaders: () => DeviceHeaders | Promise<DeviceHeaders>;
  requestTimeoutMs?: number;
  queryTimeoutMs?: number;
}

export interface RequestOptions {
  /** Admin login passes ADMIN_LOGIN_TIMEOUT_MS (5000 ms); every other call keeps the 3000 ms default. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type On401 = "returnNull" | "throw";

/** A TanStack query function that always answers a promise. */
export type QueryFn<T> = (context: QueryFunctionContext<QueryKey>) => Promise<T>;

/** Throws the ApiError of a non-OK response; an OK one passes. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw apiErrorFromAnswer(res.status, res.statusText, text);
}

/** Reads an OK answer's JSON; an answer that is not JSON (an HTML fallback page) is an ApiError. */
async function readJson<T>(res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch (cause) {
    throw new ApiError({ status: res.status, kind: "bad_answer", message: `${res.status}: the answer is not JSON`, cause });
  }
}

/**
 * Runs one fetch and reads its answer under one time limit. The limit races the work as well as
 * aborting it, so a fetch that ignores the signal still cannot hang the caller. A caller's own
 * abort (TanStack cancelling a query) is passed through unchanged.
 */
/** Every call's own headers; the device headers join them as the call is sent. */
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json" };

async function withinTimeLimit<T>(
  deps: ApiClientDeps,
  url: string,
  init: RequestInit,
  limit: { ms: number; message: string },
  outerSignal: AbortSignal | undefined,
  read: (res: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onOuterAbort = () => controller.abort(outerSignal?.reason);
  if (outerSignal?.aborted) onOuterAbort();
  outerSignal?.addEventListener("abort", onOuterAbort, { once: true });

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError({ status: 0, kind: "timeout", message: limit.message }));
    }, limit.ms);
  });
  const work = (async () => {
    let res: Response;
    try {
      const headers = { ...JSON_HEADERS, ...(await deps.deviceHeaders()) };
      // Cancelled while the headers were read: the call is never sent.
      controller.signal.throwIfAborted();
      res = await deps.fetch(url, { ...init, headers, signal: controller.signal });
    } catch (cause) {
      if (outerSignal?.aborted) throw cause;
      throw new ApiError({ status: 0, kind: "network", message: NETWORK_ERROR_MESSAGE, cause });
    }
    return read(res);
  })();
  // The loser of the race must not surface as an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
    outerSignal?.removeEventListener("abort", onOuterAbort);
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const requestLimit = (options: RequestOptions) => ({
    ms: options.timeoutMs ?? deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    message: REQUEST_TIMEOUT_MESSAGE,
  });

  function requestInit(method: HttpMethod, data: unknown): RequestInit {
    return {
      method,
      credentials: "include",
      body: data === undefined ? undefined : JSON.stringify(data),
    };
  }

  /** Sends one call and returns the Response once it is OK; throws an ApiError otherwise. */
  function apiRequest(method: HttpMethod, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
    return withinTimeLimit(deps, url, requestInit(method, data), requestLimit(options), options.signal, async (res) => {
      await throwIfNotOk(res);
      return res;
    });
  }

  /** Sends a call and reads its JSON answer within the same time limit. */
  function apiJson<T>(method: HttpMethod, url: string, data?: unknown, options: RequestOptions = {}): Promise<T> {
    return withinTimeLimit(deps, url, requestInit(method, data), requestLimit(options), options.signal, async (res) => {
      await throwIfNotOk(res);
      return readJson<T>(res);
    });
  }

  /** TanStack query function: GET queryKey.join("/"), 2000 ms limit, and on request 401 → null. */
  function getQueryFn<T>(options: { on401: "throw" }): QueryFn<T>;
  function getQueryFn<T>(options: { on401: "returnNull" }): QueryFn<T | null>;
  function getQueryFn<T>(options: { on401: On401 }): QueryFn<T | null>;
  function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFn<T | null> {
    return ({ queryKey, signal }) => {
      const limit = { ms: deps.queryTimeoutMs ?? QUERY_TIMEOUT_MS, message: QUERY_TIMEOUT_MESSAGE };
      return withinTimeLimit(deps, queryKey.join("/"), requestInit("GET", undefined), limit, signal, async (res) => {
        if (on401 === "returnNull" && res.status === 401) return null;
        await throwIfNotOk(res);
        return readJson<T>(res);
      });
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
