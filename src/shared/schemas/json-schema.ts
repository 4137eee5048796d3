// Shared schemas as JSON Schema, for the OpenAPI document. z.toJSONSchema keeps schemas by
// identity (its components, its $refs), so it is given the schemas behind the stand-ins of
// built-on-first-use.ts; this module is the only reader of them. It loads zod itself: only the
// document builder, at the first request for the document, imports it.
import { z } from "zod";
import { schemaBehind } from "./built-on-first-use";

type Options = NonNullable<Parameters<typeof z.toJSONSchema>[1]>;
export type JsonSchema = Record<string, unknown>;

/** One schema (a stand-in or not) as JSON Schema. */
export const toJsonSchema = (schema: z.ZodType, options: Options): JsonSchema =>
  z.toJSONSchema(schemaBehind(schema), options) as JsonSchema;

/** Named schemas as JSON Schemas that refer to each other by name, as `uri(name)`. */
export function toNamedJsonSchemas(
  schemas: Iterable<[string, z.ZodType]>,
  options: Omit<Options, "uri"> & { uri: (id: string) => string },
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of schemas) registry.add(schemaBehind(schema), { id: name });
  return z.toJSONSchema(registry, options).schemas as Record<string, JsonSchema>;
}
