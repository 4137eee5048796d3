// The web's API types (src/web/lib/generated/api-schema.ts) are what the live OpenAPI document generates:
// a route, parameter, body or answer changed on the server without `npm run api:types` fails here.
// The web reads answer types from that file alone (#web/lib/api-types; lint refuses #shared/answers
// in src/web), so each named type must be exactly its shared schema's output.
import { expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import type { z } from "zod";
import { createApp } from "#server/app";
import { buildOpenApiDocument } from "#server/openapi/document";
import type { ANSWERS, VIEWS } from "#shared/answers/catalog";
import type { Schema } from "#web/lib/api-types";
import { API_TYPES_FILE, generateApiTypes } from "../../scripts/api-types";
import { makeTestContext } from "../helpers/context";

test("the committed API types are the ones the live document generates (npm run api:types)", async () => {
  const committed = readFileSync(API_TYPES_FILE, "utf8");
  const generated = await generateApiTypes();
  expect(generated.length).toBeGreaterThan(10_000);
  expect(committed === generated ? "up to date" : "stale: run npm run api:types").toBe("up to date");
});

/** True only when A and B are the same type (each assignable to the other is not enough: `any` passes that). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Answers = typeof ANSWERS;
type Views = typeof VIEWS;
/** The names whose generated type is not exactly what the shared schema outputs (none). */
type Drifted =
  | { [N in keyof Views]: Same<Schema<N>, z.output<Views[N]>> extends true ? never : N }[keyof Views]
  | { [N in keyof Answers]: Same<Schema<`${N}Answer`>, z.output<Answers[N]>> extends true ? never : `${N}Answer` }[keyof Answers];
const exact = <T extends never>(names: T[]) => names;

test("every answer and view the web reads by name is exactly the shared schema's output, and named in the live document", async () => {
  // Made by the type checker: a generated type that drifts from its schema names itself here.
  expect(exact<Drifted>([])).toEqual([]);
  const document = buildOpenApiDocument(createApp(makeTestContext()).routes, {
    version: "0.0.0",
    adminCookie: "a",
    memberCookie: "m",
    deviceCookie: "d",
  }) as { components: { schemas: Record<string, unknown> } };
  const read = new Set<string>();
  const web = new URL("../../src/web/", import.meta.url).pathname;
  for (const file of new Glob("**/*.{ts,tsx}").scanSync(web)) {
    for (const [, name] of readFileSync(web + file, "utf8").matchAll(/Schema<"(\w+)">/g)) read.add(name!);
  }
  expect(read.size).toBeGreaterThan(50);
  expect([...read].filter((name) => !(name in document.components.schemas))).toEqual([]);
});
