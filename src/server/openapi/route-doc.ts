// What the OpenAPI document says about one route beyond its method and path: summary, who may call
// it, which shared zod schema its input is, what it answers, and the errors particular to it. Each
// route carries its own in its options, `...routeDoc({ … })` (Elysia's `detail`); the document
// builder walks the app's routes and reads it back with routeDocOf. The errors every route of a
// kind can give (signed out, invalid body, cross-site refusal, busy database) are added by the
// builder. Nothing here builds a schema: routes are made at every start of `aan serve`, the
// document at its first request.
import type { DocumentDecoration } from "elysia";
import type { z } from "zod";
import { z as lazyZod } from "#zod";
import type { ANSWERS, AnswerName } from "#shared/answers/catalog";
import { builtOnFirstUse } from "#shared/schemas/built-on-first-use";

/**
 * Who may call a route. `member-optional`: anyone; a signed-in member's session, when sent, is
 * used. `metrics-token`: the bearer token of AAN_METRICS_TOKEN. `webhook-signature`: the payment
 * provider, proven by the Stripe-Signature header over the raw body. `member-cookies`: a member's
 * browser navigation (a download), signed in by the session and device cookies without headers.
 */
export type RouteAuth = "public" | "admin" | "member" | "member-optional" | "member-cookies" | "metrics-token" | "webhook-signature";

export const TAGS = {
  Health: "Liveness and version",
  "Admin session": "Setup, sign-in, the signed-in admin, two-factor sign-in",
  Admins: "Admin accounts and the audit log (super admins manage admins)",
  "Invitation codes": "The codes members register with",
  Credibility: "The credibility database: admins manage it, members search it",
  Members: "Members as admins see them, and the notification outbox",
  Subscriptions: "Packages, members' subscriptions and payment events",
  Claims: "Claims, their documents and service requests",
  Deadlines: "Claim events, the deadlines the state rules and the policy give, and what is due",
  Content: "The operator's public content and the contact inbox",
  System: "System status and metrics",
  "Member session": "Registration, sign-in, the signed-in member and password reset",
  "Member account": "The signed-in member's devices, activity, subscription and countdowns",
  "Public pages": "What the public pages read, and the contact form",
  Webhooks: "Calls from the payment provider",
  Documentation: "This document and its reader",
} as const;
export type Tag = keyof typeof TAGS;

/** Statuses a route gives for reasons of its own (the builder adds the general ones). */
export type RouteErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** A schema with the name it has in the document's components. */
export type Named = { name: string; schema: z.ZodType };

/** An answer that is not JSON (a file, the metrics text, a page). */
export type RawAnswer = { contentType: string; description: string; format?: "binary" };

export type RouteDoc = {
  summary: string;
  description?: string;
  tag: Tag;
  auth: RouteAuth;
  /** Path parameters by name: each must be a parameter of the path, and the reverse. */
  params?: Record<string, z.ZodType>;
  /** A shared schema of the query string (an object: each field is one parameter). */
  query?: Named;
  /**
   * The JSON body's shared schema, `multipart` for uploads, or `{ json, withFiles }`: that JSON, or
   * a multipart form of its fields with files in the field `files` (a claim message).
   */
  body?: Named | "multipart" | JsonOrFiles;
  /** The member device headers (X-Device-Fingerprint, X-Device-Label) this call reads. */
  deviceHeaders?: boolean;
  answer: AnswerName | RawAnswer;
  /**
   * Set when the handler sends its answer already serialized by a JSON cache (src/server/
   * json-cache.ts): the compiler cannot read the answer in the text, so it is checked where the
   * cache builds it instead.
   */
  serialized?: true;
  errors?: RouteErrorStatus[];
  /** Set when the route is served only under a setting: it may be missing from the app. */
  servedWhen?: string;
};

export const named = (name: string, schema: z.ZodType): Named => ({ name, schema });

/** A body sent as JSON, or as multipart/form-data with the same fields (text) and files. */
export type JsonOrFiles = { json: Named; withFiles: true };
export const jsonOrFiles = (json: Named): JsonOrFiles => ({ json, withFiles: true });
/** The JSON schema a route's body names, whichever way it may be sent. */
export const jsonBodyOf = (body: RouteDoc["body"]): Named | undefined =>
  body === undefined || body === "multipart" ? undefined : "withFiles" in body ? body.json : body;

/** Where routeDoc keeps the description inside Elysia's `detail` (an OpenAPI extension field). */
const ROUTE_DOC = "x-aan-route";
/** Where leftOutOfDocument keeps why a served route has no place in the document. */
const LEFT_OUT = "x-aan-left-out";

/**
 * What a route's options take from its description: the `detail` the document reads, and for a
 * JSON answer its schema as a type only. Elysia checks a handler's return against the options'
 * `response`, so the compiler holds every handler to the answer its route names; the property is
 * never set, so nothing is validated or loaded at run time.
 */
export type DescribedRoute<A, Serialized = false> = { detail: DocumentDecoration } & (Serialized extends true
  ? unknown
  : A extends AnswerName
    ? { readonly response: (typeof ANSWERS)[A] }
    : unknown);

/** A route's description, spread into its options: `{ ...routeDoc({ …, answer: "Claims" }) }`. */
export function routeDoc<const A extends AnswerName | RawAnswer, const S extends boolean = false>(
  doc: RouteDoc & { answer: A; serialized?: S },
): DescribedRoute<A, S> {
  const detail: DocumentDecoration & { [ROUTE_DOC]: RouteDoc } = { summary: doc.summary, tags: [doc.tag], [ROUTE_DOC]: doc };
  return { detail } as DescribedRoute<A, S>;
}

/** For a served route the document leaves out on purpose (a catch-all, the web app's pages): why. */
export function leftOutOfDocument(reason: string): DocumentDecoration {
  const detail: DocumentDecoration & { [LEFT_OUT]: string } = { hide: true, [LEFT_OUT]: reason };
  return detail;
}

type RouteHooks = { hooks?: { detail?: unknown } };
const detailOf = (route: RouteHooks) => (route.hooks?.detail ?? {}) as Record<string, unknown>;

/** The description a served route carries, if any. */
export const routeDocOf = (route: RouteHooks): RouteDoc | undefined => detailOf(route)[ROUTE_DOC] as RouteDoc | undefined;

/** Why a served route is left out of the document, if it is. */
export const leftOutReasonOf = (route: RouteHooks): string | undefined => detailOf(route)[LEFT_OUT] as string | undefined;

/** A stored file sent as an attachment. */
export const DOWNLOAD_ANSWER: RawAnswer = {
  contentType: "application/octet-stream",
  format: "binary",
  description: "The stored file as an attachment (its own content type, never shown inline)",
};

/** The file name of one of the documentation page's scripts or style sheets. */
export const docsFileSchema = builtOnFirstUse(() => lazyZod.string().meta({ description: "One of the files the page names" }));
