import { describe, expect, test } from "bun:test";
import { z } from "zod";
import * as admin from "./admin";
import * as audit from "./audit";
import { builtOnFirstUse, isStandIn, schemaBehind } from "./built-on-first-use";
import { toJsonSchema, toNamedJsonSchemas } from "./json-schema";
import * as claims from "./claims";
import * as content from "./content";
import { APPRAISER_FIELDS, appraiserSchema } from "./content";
import * as credibility from "./credibility";
import * as invitationCodes from "./invitation-codes";
import * as members from "./members";
import * as paging from "./paging";
import * as subscriptions from "./subscriptions";

const SHARED_MODULES = { admin, audit, claims, content, credibility, invitationCodes, members, paging, subscriptions };

/** Paths inside `schema` where a stand-in sits instead of a schema. */
function standInsInside(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  const look = (value: unknown, at: string) => {
    if (isStandIn(value)) found.push(at);
    else if (value instanceof z.ZodType) found.push(...standInsInside(value, at, seen));
  };
  for (const [key, value] of Object.entries(schema._zod.def)) {
    if (Array.isArray(value)) value.forEach((item, i) => look(item, `${path}.${key}[${i}]`));
    else if (key === "shape" && value && typeof value === "object")
      for (const [field, inner] of Object.entries(value)) look(inner, `${path}.${field}`);
    else look(value, `${path}.${key}`);
  }
  return found;
}

describe("a schema built on first use", () => {
  test("is built at its first read, once", () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds++;
      return z.string().max(3, "too long");
    });
    expect(builds).toBe(0);
    expect(schema.safeParse("abcd").error?.issues[0]?.message).toBe("too long");
    expect(schema.parse("abc")).toBe("abc");
    expect(builds).toBe(1);
  });

  test("stands in for the schema: instanceof, shape, extend, inside another schema", () => {
    const inner = builtOnFirstUse(() => z.object({ name: z.string().min(1, "name is required") }));
    expect(inner instanceof z.ZodObject).toBe(true);
    expect(Object.keys(inner.shape)).toEqual(["name"]);
    const extended = inner.extend({ age: z.number() });
    expect(extended.safeParse({ name: "a", age: "x" }).success).toBe(false);
    const outer = z.object({ person: inner, list: z.array(inner) });
    expect(outer.safeParse({ person: { name: "" }, list: [] }).error?.issues[0]).toMatchObject({
      path: ["person", "name"],
      message: "name is required",
    });
    expect(outer.parse({ person: { name: "b" }, list: [{ name: "c" }] })).toEqual({ person: { name: "b" }, list: [{ name: "c" }] });
  });

  test("converts to JSON Schema (json-schema.ts) as the schema itself does, metadata included, alone and by name", () => {
    const make = () => z.object({ count: z.number().int().min(1).optional().meta({ description: "How many" }) });
    const schema = builtOnFirstUse(make);
    expect(isStandIn(schema)).toBe(true);
    expect(isStandIn(schemaBehind(schema))).toBe(false);
    expect(schemaBehind(schema)).toBe(schemaBehind(schema));
    expect(toJsonSchema(schema, {})).toEqual(z.toJSONSchema(make()) as Record<string, unknown>);
    const named = toNamedJsonSchemas([["Counted", schema]], { uri: (id) => `#/${id}` });
    expect(Object.keys(named)).toEqual(["Counted"]);
    expect(named.Counted).toMatchObject({ properties: { count: { description: "How many" } } });
  });

  test("no shared schema holds a stand-in (z.toJSONSchema keeps schemas by identity): one made from another uses its builder", () => {
    const exported = Object.entries(SHARED_MODULES).flatMap(([module, values]) =>
      Object.entries(values)
        .filter(([, value]) => value instanceof z.ZodType)
        .map(([name, value]) => [`${module}.${name}`, schemaBehind(value as z.ZodType)] as const),
    );
    expect(exported.length).toBeGreaterThanOrEqual(50);
    expect(exported.flatMap(([name, schema]) => standInsInside(schema, name))).toEqual([]);
    const holder = z.object({ inner: builtOnFirstUse(() => z.string()) });
    expect(standInsInside(holder, "holder")).toEqual(["holder.inner"]);
  });

  test("APPRAISER_FIELDS, written out, are the appraiser schema's fields in order", () => {
    expect(Object.keys(appraiserSchema.shape)).toEqual([...APPRAISER_FIELDS]);
  });
});
