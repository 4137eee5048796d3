// The web's typed calls to the API: a path as the OpenAPI document names it
// ("/api/admin/invitation-codes/{id}/assign"), its method, and its path parameters, query and
// body, all checked against the types generated from that document (generated/api-schema.ts, `npm run
// api:types`); the answer is typed as the document's. The transport is api-client.ts, unchanged:
// credentials, device headers, time limits and their messages, ApiError, 401 handling. Nothing
// here validates an answer at run time.
import type { paths } from "./generated/api-schema";
import { apiJson, apiRequest, getQueryFn, type On401, type QueryFn, type RequestOptions } from "./api-client";

type Method = "get" | "post" | "put" | "delete";
type Operation<M extends Method, P extends keyof paths> = NonNullable<paths[P][M]>;

/** The paths that answer `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** The JSON a call answers with on success. */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Operation<M, P> extends { responses: { 200: { content: { "application/json": infer T } } } } ? T : never;

type PathPart<O> = O extends { parameters: { path: infer A } } ? { path: A } : { path?: never };
type QueryPart<O> = O extends { parameters: { query?: infer Q } } ? ([Q] extends [undefined] ? { query?: never } : { query?: Q }) : object;
type BodyPart<O> = O extends { requestBody: { content: { "application/json": infer B } } } ? { body: B } : { body?: never };

/** What a call sends: its path parameters, its query and its JSON body, as the document says. */
export type ApiInput<M extends Method, P extends ApiPath<M>> = PathPart<Operation<M, P>> &
  QueryPart<Operation<M, P>> &
  BodyPart<Operation<M, P>>;

type QueryValue = string | number | boolean | null | undefined;

/** "/api/claims/{id}" with {id} filled in (encoded), and the query's defined values after "?". */
export function apiUrl(path: string, input: { path?: object; query?: object } = {}): string {
  const params = (input.path ?? {}) as Record<string, string | number>;
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

const METHOD = { get: "GET", post: "POST", put: "PUT", delete: "DELETE" } as const;

/** Sends one call and reads its JSON answer (the request time limit; an ApiError on failure). */
export function apiCall<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  input: ApiInput<M, P>,
  options?: RequestOptions,
): Promise<ApiAnswer<M, P>> {
  const { body } = input as { body?: unknown };
  return apiJson<ApiAnswer<M, P>>(METHOD[method], apiUrl(path, input), body, options);
}

/** Sends one call whose answer the caller does not read. */
export async function apiSend<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  input: ApiInput<M, P>,
  options?: RequestOptions,
): Promise<void> {
  const { body } = input as { body?: unknown };
  await apiRequest(METHOD[method], apiUrl(path, input), body, options);
}

/**
 * A TanStack query function for a GET (the query time limit, 'Query timeout'); with
 * `on401: "returnNull"` a 401 answers null. The query key only names the cache entry.
 */
export function apiQueryFn<P extends ApiPath<"get">>(
  path: P,
  input: ApiInput<"get", P>,
  options: { on401: "throw" },
): QueryFn<ApiAnswer<"get", P>>;
export function apiQueryFn<P extends ApiPath<"get">>(
  path: P,
  input: ApiInput<"get", P>,
  options: { on401: "returnNull" },
): QueryFn<ApiAnswer<"get", P> | null>;
export function apiQueryFn<P extends ApiPath<"get">>(
  path: P,
  input: ApiInput<"get", P>,
  { on401 }: { on401: On401 },
): QueryFn<ApiAnswer<"get", P> | null> {
  const get = getQueryFn<ApiAnswer<"get", P>>({ on401 });
  const url = apiUrl(path, input);
  return (context) => get({ ...context, queryKey: [url] });
}

/** The branch of a two-shape answer that carries `key`: {items} for a page, {codes} for a batch. */
export type AnswerWith<A, K extends string> = Extract<A, { [P in K]: unknown }>;

const carries = <A, K extends string>(answer: A, key: K): answer is AnswerWith<A, K> =>
  typeof answer === "object" && answer !== null && key in answer;

/**
 * Narrows an answer of two shapes to the one the call asked for (the body or query decides which
 * the server sends); the other shape fails the call (the server broke its contract) instead of
 * reaching the screen.
 */
export function answerWith<A, K extends string>(answer: A, key: K, path: string): AnswerWith<A, K> {
  if (carries(answer, key)) return answer;
  throw new Error(`${path} answered without "${key}"`);
}

/**
 * A query function for a list that answers one page ({items}) when asked with paging and the
 * spec's whole list when asked without (the invitation codes, the credibility entries): the
 * caller always asks with paging.
 */
export function apiPageQueryFn<P extends ApiPath<"get">>(
  path: P,
  input: ApiInput<"get", P>,
): QueryFn<AnswerWith<ApiAnswer<"get", P>, "items">> {
  const get = apiQueryFn(path, input, { on401: "throw" });
  return async (context) => answerWith(await get(context), "items", path);
}
