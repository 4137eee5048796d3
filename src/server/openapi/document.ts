// Builds the OpenAPI 3.1 document by walking the app's own route table: the method and path of
// every route it serves and the description each route carries in its options (routeDoc in
// ./route-doc.ts), converting the shared zod schemas (inputs in src/shared/schemas, answers in
// src/shared/answers) with z.toJSONSchema. A served route without a description is an error
// (unless it is left out on purpose): the document cannot drift from the app without a failing test.
import type { z } from "zod";
import { DEVICE_FINGERPRINT_HEADER, DEVICE_LABEL_HEADER, MAX_JSON_BODY_BYTES, MAX_REQUEST_BODY_BYTES } from "#shared/constants";
import { deviceHeadersSchema } from "#shared/schemas/members";
import { toJsonSchema, toNamedJsonSchemas, type JsonSchema } from "#shared/schemas/json-schema";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES } from "#shared/upload-limits";
import { AUTHENTICATION_REQUIRED, SETUP_DONE_MESSAGE } from "#core/admins/admins";
import { CONTACT_THROTTLED } from "#core/content/contact";
import { BUSY_MESSAGE } from "../group-commit";
import { DISK_FULL_MESSAGE } from "#core/platform/disk-full";
import { BODY_TOO_LARGE, UNSUPPORTED_BODY } from "../plugins/json-body";
import { ANSWERS, VIEWS } from "#shared/answers/catalog";
import { failureBody } from "#shared/answers/common";
import { jsonBodyOf, leftOutReasonOf, routeDocOf, TAGS, type RouteAuth, type RouteDoc, type RouteErrorStatus } from "./route-doc";
import { groupDigits } from "#shared/number-text";

/** A route of the app's route table (Elysia's app.routes): its method, path and options' detail. */
export type ServedRoute = { method: string; path: string; hooks?: { detail?: unknown } };

/** "GET /api/claims/{id}" from Elysia's "GET" and "/api/claims/:id" (a trailing slash dropped). */
export function routeKey(route: ServedRoute): string {
  const trimmed = route.path.length > 1 ? route.path.replace(/\/+$/, "") : route.path;
  return `${route.method.toUpperCase()} ${trimmed.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
}

const pathParams = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/** Every way the served routes and their descriptions disagree; empty when they match. */
export function routeDocProblems(served: readonly ServedRoute[]): string[] {
  const problems: string[] = [];
  const servedKeys = new Set<string>();
  for (const route of served) {
    const key = routeKey(route);
    if (servedKeys.has(key)) problems.push(`${key} is served twice (once with a trailing slash?)`);
    servedKeys.add(key);
    if (leftOutReasonOf(route)) continue;
    const doc = routeDocOf(route);
    if (!doc) {
      problems.push(`${key} is served but has no description (...routeDoc({ … }) in its options)`);
      continue;
    }
    const inPath = pathParams(key).sort();
    const described = Object.keys(doc.params ?? {}).sort();
    if (inPath.join() !== described.join())
      problems.push(`${key}: path parameters {${inPath.join(", ")}} but described {${described.join(", ")}}`);
  }
  return problems;
}

/** Converts named zod schemas, each becoming #/components/schemas/<name>. */
function convertNamed(schemas: Map<string, z.ZodType>, io: "input" | "output"): Record<string, JsonSchema> {
  const converted = toNamedJsonSchemas(schemas, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(Object.entries(converted).map(([name, schema]) => [name, withoutIdentity(schema)]));
}

/**
 * Answers are documented open: zod marks an output object closed (additionalProperties: false),
 * but a field added to an answer must not make the document false (see answers-fit.test.ts).
 */
function openObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(openObjects);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === "additionalProperties" && inner === false))
      .map(([key, inner]) => [key, openObjects(inner)]),
  );
}

/** A component schema is named by where it sits: its own $schema and $id would only confuse readers. */
function withoutIdentity({ $schema: _schema, $id: _id, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

const inline = (schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema =>
  withoutIdentity(toJsonSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }));

const ERROR_RESPONSES: Record<RouteErrorStatus | 503 | 507, { name: string; description: string; example: z.output<typeof failureBody> }> =
  {
    400: {
      name: "Invalid",
      description: "Invalid input: the first broken rule's message, every problem in `issues`",
      example: { success: false, error: "Invalid claim ID", kind: "invalid", issues: [{ path: "", message: "Invalid claim ID" }] },
    },
    401: {
      name: "Unauthenticated",
      description: "Not signed in (or the credentials were wrong)",
      example: { success: false, error: AUTHENTICATION_REQUIRED, kind: "unauthenticated" },
    },
    403: {
      name: "Forbidden",
      description: "Not allowed: the actor may not do this, or a cross-site change was refused",
      example: { success: false, error: "Cross-site request refused", kind: "forbidden" },
    },
    404: { name: "NotFound", description: "No such thing", example: { success: false, error: "Not found", kind: "not_found" } },
    409: {
      name: "Conflict",
      description: "The change does not fit the current state",
      example: { success: false, error: SETUP_DONE_MESSAGE, kind: "conflict" },
    },
    413: {
      name: "TooLarge",
      description: `The body is too large (JSON: ${MAX_JSON_BODY_BYTES / 1024} KiB; uploads: ${groupDigits(MAX_UPLOAD_BYTES)} bytes a file, ${groupDigits(MAX_REQUEST_BODY_BYTES)} bytes a request, and the member's storage quota)`,
      example: { success: false, error: BODY_TOO_LARGE, kind: "too_large" },
    },
    415: {
      name: "UnsupportedType",
      description: "The body's type is not accepted (JSON only, or multipart on upload routes)",
      example: { success: false, error: UNSUPPORTED_BODY, kind: "unsupported_type" },
    },
    429: {
      name: "Throttled",
      description: "Too many attempts: wait and try again",
      example: { success: false, error: CONTACT_THROTTLED, kind: "throttled" },
    },
    503: {
      name: "Busy",
      description: "The database is held by another process (the CLI, a backup) past 5 s: try again after Retry-After",
      example: { success: false, error: BUSY_MESSAGE, kind: "busy" },
    },
    507: {
      name: "InsufficientStorage",
      description: "The server's disk is full: nothing was saved; try again after Retry-After",
      example: { success: false, error: DISK_FULL_MESSAGE, kind: "insufficient_storage" },
    },
  };

const SECURITY: Record<RouteAuth, Array<Record<string, string[]>> | undefined> = {
  public: undefined,
  "webhook-signature": undefined,
  admin: [{ adminSession: [] }],
  member: [{ memberSession: [], memberDevice: [], memberFingerprint: [] }],
  "member-optional": [{}, { memberSession: [], memberDevice: [], memberFingerprint: [] }],
  "member-cookies": [{ memberSession: [], memberDevice: [] }],
  "metrics-token": [{ metricsToken: [] }],
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The statuses a route can answer with besides 200: its own, and those of its kind. */
function errorStatuses(method: string, doc: RouteDoc, paramSchemas: JsonSchema[]): Array<RouteErrorStatus | 503 | 507> {
  const statuses = new Set<RouteErrorStatus | 503 | 507>(doc.errors ?? []);
  if (doc.auth === "admin") [401, 403].forEach((s) => statuses.add(s as RouteErrorStatus));
  if (doc.auth === "member" || doc.auth === "member-cookies" || doc.auth === "metrics-token") statuses.add(401);
  if (doc.body) [400, 413, 415].forEach((s) => statuses.add(s as RouteErrorStatus));
  if (doc.query || paramSchemas.some((schema) => schema.format === "uuid")) statuses.add(400);
  if (STATE_CHANGING.has(method)) {
    statuses.add(403);
    statuses.add(503);
    statuses.add(507);
  }
  return [...statuses].sort();
}

function operationId(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((part) => part && part !== "api")
    .map((part) => (part.startsWith("{") ? `by-${part.slice(1, -1)}` : part))
    .join("-")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function deviceHeaderParameters(required: boolean): JsonSchema[] {
  const headers = inline(deviceHeadersSchema) as { properties: Record<string, JsonSchema> };
  return [
    {
      name: DEVICE_FINGERPRINT_HEADER,
      in: "header",
      required,
      description: "The device's fingerprint (SHA-256 in hex); a session is bound to its device",
      schema: headers.properties.fingerprint,
    },
    {
      name: DEVICE_LABEL_HEADER,
      in: "header",
      required,
      description: "A readable name for the device, shown in the member's device list",
      schema: headers.properties.label,
    },
  ];
}

function parametersOf(doc: RouteDoc): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(doc.params ?? {})) {
    const converted = inline(schema);
    const { description, ...rest } = converted;
    parameters.push({ name, in: "path", required: true, ...(description ? { description } : {}), schema: rest });
  }
  if (doc.query) {
    const object = inline(doc.query.schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(object.properties ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: "query",
        required: object.required?.includes(name) ?? false,
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (doc.deviceHeaders) parameters.push(...deviceHeaderParameters(true));
  if (doc.auth === "webhook-signature") {
    parameters.push({
      name: "Stripe-Signature",
      in: "header",
      required: true,
      description: "The provider's signature of the raw body (`t=…,v1=…`)",
      schema: { type: "string" },
    });
  }
  return parameters;
}

function requestBodyOf(doc: RouteDoc): JsonSchema | undefined {
  if (!doc.body) return undefined;
  if (doc.body === "multipart") {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              files: { type: "array", items: { type: "string", format: "binary" }, minItems: 1, maxItems: MAX_FILES_PER_UPLOAD },
            },
            required: ["files"],
          },
        },
      },
    };
  }
  if ("withFiles" in doc.body) {
    const { name } = doc.body.json;
    return {
      required: true,
      content: {
        "application/json": { schema: { $ref: `#/components/schemas/${name}` } },
        "multipart/form-data": {
          schema: {
            type: "object",
            description: `The fields of ${name} as form fields, with files in the field \`files\``,
            properties: {
              text: { type: "string" },
              files: { type: "array", items: { type: "string", format: "binary" }, maxItems: MAX_FILES_PER_UPLOAD },
            },
            required: ["text"],
          },
        },
      },
    };
  }
  return { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${doc.body.name}` } } } };
}

function successOf(doc: RouteDoc): JsonSchema {
  if (typeof doc.answer === "string") {
    return { description: "Done", content: { "application/json": { schema: { $ref: `#/components/schemas/${doc.answer}Answer` } } } };
  }
  const schema = doc.answer.format
    ? { type: "string", format: doc.answer.format }
    : doc.answer.contentType.startsWith("application/json")
      ? { type: "object" }
      : { type: "string" };
  return { description: doc.answer.description, content: { [doc.answer.contentType]: { schema } } };
}

export type DocumentOptions = { version: string; adminCookie: string; memberCookie: string; deviceCookie: string };

/** The OpenAPI 3.1 document of the routes in `served`; throws when they and the descriptions disagree. */
export function buildOpenApiDocument(served: readonly ServedRoute[], options: DocumentOptions): JsonSchema {
  const problems = routeDocProblems(served);
  if (problems.length) throw new Error(`The OpenAPI route descriptions do not match the app:\n${problems.join("\n")}`);

  const inputs = new Map<string, z.ZodType>();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of served) {
    const doc = routeDocOf(route);
    if (!doc) continue;
    const [method, path] = routeKey(route).split(" ") as [string, string];
    const jsonBody = jsonBodyOf(doc.body);
    if (jsonBody) {
      const known = inputs.get(jsonBody.name);
      if (known && known !== jsonBody.schema) throw new Error(`Two different schemas are named ${jsonBody.name}`);
      inputs.set(jsonBody.name, jsonBody.schema);
    }
    const parameters = parametersOf(doc);
    const responses: Record<string, JsonSchema> = { "200": successOf(doc) };
    const paramSchemas = parameters.filter((p) => p.in === "path").map((p) => p.schema as JsonSchema);
    for (const status of errorStatuses(method, doc, paramSchemas))
      responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
    const security = SECURITY[doc.auth];
    const requestBody = requestBodyOf(doc);
    const description = [doc.description, doc.servedWhen ? `Served only when ${doc.servedWhen}.` : undefined].filter(Boolean).join(" ");
    (paths[path] ??= {})[method.toLowerCase()] = {
      operationId: operationId(method, path),
      summary: doc.summary,
      ...(description ? { description } : {}),
      tags: [doc.tag],
      ...(security ? { security } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  const outputs = new Map<string, z.ZodType>([["Failure", failureBody]]);
  for (const [name, schema] of Object.entries(VIEWS)) outputs.set(name, schema);
  for (const [name, schema] of Object.entries(ANSWERS)) outputs.set(`${name}Answer`, schema);
  const inputSchemas = convertNamed(inputs, "input");
  const outputSchemas = openObjects(convertNamed(outputs, "output")) as Record<string, JsonSchema>;
  for (const name of Object.keys(inputSchemas)) {
    if (name in outputSchemas) throw new Error(`The schema name ${name} is both an input and an answer`);
  }

  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example }) => [
      name,
      {
        description,
        ...(name === "Busy" ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" }, example } },
      },
    ]),
  );

  return {
    openapi: "3.1.1",
    info: {
      title: "AAN API",
      version: options.version,
      description: [
        "The HTTP API of AAN, made from the routes the server serves and the shared input schemas.",
        "",
        '- JSON in and out. A success is `{ "success": true, … }`; every failure is the `Failure` shape, its `kind` deciding the status.',
        `- Bodies are JSON of at most ${MAX_JSON_BODY_BYTES / 1024} KiB (413 past it, 415 for another type); uploads are multipart/form-data, at most ${MAX_FILES_PER_UPLOAD} files of ${groupDigits(MAX_UPLOAD_BYTES)} bytes in a request of at most ${groupDigits(MAX_REQUEST_BODY_BYTES)} bytes.`,
        "- Admins and members sign in to separate HttpOnly session cookies. A member session is bound to its device: member calls send the device's `X-Device-Fingerprint`.",
        "- A state change (POST, PUT, DELETE) sent by a browser from another site is refused (403), judged by `Origin` and `Sec-Fetch-Site`.",
        "- Any call may answer 503 `busy` with `Retry-After` when the database is held elsewhere past 5 s; a 500 `internal` is a bug and names its request id.",
        "- Every answer carries `X-Request-Id`, the id of its line in the server's log. Any other /api path answers 404 in the failure shape.",
      ].join("\n"),
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ...inputSchemas, ...outputSchemas },
      responses,
      securitySchemes: {
        adminSession: {
          type: "apiKey",
          in: "cookie",
          name: options.adminCookie,
          description: "The admin session, set by POST /api/admin/login",
        },
        memberSession: {
          type: "apiKey",
          in: "cookie",
          name: options.memberCookie,
          description: "The member session, set by POST /api/auth/login or /api/auth/register",
        },
        memberDevice: {
          type: "apiKey",
          in: "cookie",
          name: options.deviceCookie,
          description: "The browser's device cookie, set at its first sign-in and kept across sign-outs: a member session is bound to it",
        },
        memberFingerprint: {
          type: "apiKey",
          in: "header",
          name: DEVICE_FINGERPRINT_HEADER,
          description: "The browser's fingerprint (with x-device-label): recorded on the device, never what recognises it",
        },
        metricsToken: { type: "http", scheme: "bearer", description: "AAN_METRICS_TOKEN" },
      },
    },
  };
}
