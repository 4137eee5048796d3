// What the OpenAPI document says about one route beyond its method and path (which come from the
// app's own route table): summary, who may call it, which shared zod schema its input is, what it
// answers, and the errors particular to it. The errors every route of a kind can give (signed out,
// invalid body, cross-site refusal, busy database) are added by the document builder.
import type { z } from "zod";
import type { AnswerName } from "#shared/answers/catalog";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

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
  /** The JSON body's shared schema, or `multipart` for uploads. */
  body?: Named | "multipart";
  /** The member device headers (X-Device-Fingerprint, X-Device-Label) this call reads. */
  deviceHeaders?: boolean;
  answer: AnswerName | RawAnswer;
  errors?: RouteErrorStatus[];
  /** Set when the route is served only under a setting: it may be missing from the app. */
  servedWhen?: string;
};

/** Descriptions keyed "METHOD /path" with OpenAPI-style `{param}` paths and no trailing slash. */
export type RouteDocs = Record<`${HttpMethod} /${string}`, RouteDoc>;

export const named = (name: string, schema: z.ZodType): Named => ({ name, schema });
