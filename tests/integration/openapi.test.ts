// GET /api/openapi.json and /api/docs: the document names every route the app serves, validates
// as OpenAPI 3.1, says truly who may call each route and what a few of them answer; the docs page
// loads only same-origin files, and each of them answers.
import { beforeAll, describe, expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createApp } from "#server/app";
import { ANSWERS, type AnswerName } from "#shared/answers/catalog";
import { failureBody } from "#shared/answers/common";
import { routeDocProblems, routeKey } from "#server/openapi/document";
import { leftOutReasonOf, routeDocOf } from "#server/openapi/route-doc";
import { makeRequester, makeTestContext } from "../helpers/context";
import { createSignedInAdmin } from "../helpers/admin-session";

type Operation = {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  parameters?: Array<{ name: string; in: string }>;
};
type Document = {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

// Every optional route on: the metrics endpoint exists only with its token.
const ctx = makeTestContext({ config: { metricsToken: "metrics-secret", paymentWebhookSecret: "whsec_test" } });
const app = createApp(ctx);
const request = makeRequester(app);
let document: Document;

beforeAll(async () => {
  const reply = await request("GET", "/api/openapi.json");
  expect(reply.status).toBe(200);
  expect(reply.headers.get("content-type")).toContain("application/json");
  document = reply.json as Document;
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

/** A concrete URL for a documented path: ids become a random uuid, other parameters a word. */
const concrete = (path: string) => path.replace(/\{id\}/g, crypto.randomUUID()).replace(/\{[^}]+\}/g, "anything");

describe("the document", () => {
  test("names every route the app serves, except the two catch-alls it leaves out on purpose", () => {
    expect(routeDocProblems(app.routes)).toEqual([]);
    const documented = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    const leftOut = app.routes.filter((route) => leftOutReasonOf(route)).map(routeKey);
    expect(leftOut.sort()).toEqual(["ALL /api/*", "GET /*"]);
    const served = app.routes.filter((route) => !leftOutReasonOf(route)).map(routeKey);
    expect(served.length).toBeGreaterThan(80);
    for (const key of served) expect(documented).toContain(key);
    expect(documented.size).toBe(served.length);
  });

  test("validates as OpenAPI 3.1 with a maintained validator, and every $ref resolves", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(() => validator.resolveRefs()).not.toThrow();
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, section, name] = ref.match(/#\/components\/(\w+)\/([^"]+)"/) ?? [];
      expect((document.components as Record<string, Record<string, unknown>>)[section!]?.[name!]).toBeDefined();
    }
  });

  test("is one built document: answered again the same, with unique operation ids and the app's version", async () => {
    const again = await request("GET", "/api/openapi.json");
    expect(again.text).toBe(JSON.stringify(document));
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("leaves out a route the app does not serve under its settings (no metrics token: no /metrics)", async () => {
    const plain = makeRequester(createApp(makeTestContext()));
    const reply = await plain("GET", "/api/openapi.json");
    expect(reply.status).toBe(200);
    expect(reply.json.paths["/metrics"]).toBeUndefined();
    expect(reply.json.paths["/api/health"]).toBeDefined();
  });

  test("a route without a description, or whose description names other path parameters, fails loudly, naming the route", () => {
    const extra = [...app.routes, { method: "GET", path: "/api/not-described/:id" }];
    expect(routeDocProblems(extra)).toEqual([
      "GET /api/not-described/{id} is served but has no description (...routeDoc({ … }) in its options)",
    ]);
    const health = app.routes.find((route) => routeKey(route) === "GET /api/health")!;
    const misnamed = [...app.routes.filter((route) => route !== health), { ...health, path: "/api/health/:id" }];
    expect(routeDocProblems(misnamed)).toEqual(["GET /api/health/{id}: path parameters {id} but described {}"]);
  });

  test("a route added to the app without a description is named by the check", async () => {
    const bare = createApp(makeTestContext());
    bare.get("/api/undocumented", () => ({ success: true }));
    expect(routeDocProblems(bare.routes)).toContain(
      "GET /api/undocumented is served but has no description (...routeDoc({ … }) in its options)",
    );
  });

  test("every error it documents uses the one failure schema", () => {
    const responses = (
      document.components as unknown as { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> }
    ).responses;
    for (const response of Object.values(responses))
      expect(response.content["application/json"]!.schema.$ref).toBe("#/components/schemas/Failure");
    for (const { operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status !== "200") expect((response as { $ref: string }).$ref).toStartWith("#/components/responses/");
      }
    }
  });
});

describe("what it says is true", () => {
  test("a route it marks for admins or members answers 401 without a session; a public one does not", async () => {
    for (const { method, path, operation } of operations()) {
      const needsSession = (operation.security ?? []).some((s) => "adminSession" in s || "memberSession" in s);
      const optional = (operation.security ?? []).some((s) => Object.keys(s).length === 0);
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const reply = await request(method, concrete(path), { body });
      if (needsSession && !optional) {
        expect({ route: `${method} ${path}`, status: reply.status }).toEqual({ route: `${method} ${path}`, status: 401 });
        expect(operation.responses["401"]).toBeDefined();
      } else if (!operation.security?.some((s) => "metricsToken" in s)) {
        expect({ route: `${method} ${path}`, status: reply.status }).not.toEqual({ route: `${method} ${path}`, status: 401 });
      }
      if (reply.status !== 200 && reply.headers.get("content-type")?.includes("json")) {
        expect(failureBody.safeParse(reply.json).success).toBe(true);
        expect(operation.responses[String(reply.status)]).toBeDefined();
      }
    }
  });

  test("the answers of public and admin reads fit their documented schemas", async () => {
    const admin = await createSignedInAdmin();
    const answerOf = (method: string, path: string): AnswerName => {
      const route = app.routes.find((served) => routeKey(served) === `${method} ${path}`);
      return routeDocOf(route!)!.answer as AnswerName;
    };
    const reads: Array<[string, "public" | "admin"]> = [
      ["/api/health", "public"],
      ["/api/admin/setup-status", "public"],
      ["/api/appraisers", "public"],
      ["/api/testimonials", "public"],
      ["/api/site-settings", "public"],
      ["/api/plans", "public"],
      ["/api/stats/online", "public"],
      ["/api/admin/me", "admin"],
      ["/api/admin/admins", "admin"],
      ["/api/admin/audit-log", "admin"],
      ["/api/admin/mfa", "admin"],
      ["/api/admin/invitation-codes", "admin"],
      ["/api/admin/credibility-entries", "admin"],
      ["/api/admin/members", "admin"],
      ["/api/admin/outbox", "admin"],
      ["/api/admin/subscription-plans", "admin"],
      ["/api/admin/subscriptions", "admin"],
      ["/api/admin/payment-events", "admin"],
      ["/api/admin/claims", "admin"],
      ["/api/admin/service-requests", "admin"],
      ["/api/admin/site-settings", "admin"],
      ["/api/admin/contact-messages", "admin"],
      ["/api/admin/system-status", "admin"],
    ];
    for (const [path, who] of reads) {
      const reply = who === "admin" ? await admin.as("GET", path) : await admin.request("GET", path);
      expect({ path, status: reply.status }).toEqual({ path, status: 200 });
      const parsed = ANSWERS[answerOf("GET", path)].safeParse(reply.json);
      expect({ path, issues: parsed.error?.issues ?? [] }).toEqual({ path, issues: [] });
    }
  });
});

describe("/api/docs", () => {
  test("is an HTML page under the app's Content-Security-Policy that loads only same-origin files, each answering 200", async () => {
    const page = await request("GET", "/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.text).not.toMatch(/<script>|<style|style=|https?:\/\//i);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((url) => !url.startsWith("data:"));
    expect(assets.length).toBe(4);
    for (const url of assets) {
      expect(url).toStartWith("/api/docs/");
      const reply = await request("GET", url);
      expect({ url, status: reply.status }).toEqual({ url, status: 200 });
      expect(reply.headers.get("content-type")).toMatch(url.endsWith(".css") ? /^text\/css/ : /javascript/);
    }
    const bundle = await request("GET", "/api/docs/swagger-ui-bundle.js");
    expect(bundle.text.length).toBeGreaterThan(500_000);
    expect((await request("GET", "/api/docs/docs.js")).text).toContain('url: "/api/openapi.json"');
  });

  test("answers 404 for any other file name, the renderer's other files and traversal included", async () => {
    for (const name of ["index.html", "swagger-initializer.js", "swagger-ui-bundle.js.map", "..%2F..%2Fpackage.json", "nothing.js"]) {
      const reply = await request("GET", `/api/docs/${name}`);
      expect({ name, status: reply.status }).toEqual({ name, status: 404 });
      expect(reply.json).toMatchObject({ success: false, kind: "not_found" });
    }
  });
});
