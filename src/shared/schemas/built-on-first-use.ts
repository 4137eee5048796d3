// Shared schemas are built the first time something reads them, not when their module loads.
// Building a zod schema runs a lot of cold code: every shared schema together took 12 ms of the
// 58 that `aan serve` needed to its first health answer, and a plain CLI command built every
// schema its modules import while using one or two (decision 0050). A request, a command
// or a form now builds only the schemas it uses, once.
//
// This is the one factory (decision 0070). A stand-in is used as the schema it stands for: parsed,
// extended, held inside another schema (a form's). Only converting to JSON Schema needs the schema
// itself (zod keeps schemas by identity there), and json-schema.ts, beside this file, does that:
// no other module reads the schema behind a stand-in. A shared schema built from another is made
// from that schema's builder (a plain function), so none holds a stand-in (see the test).

/** Each stand-in with the function that answers its schema. */
const standIns = new WeakMap<object, () => object>();

/**
 * A stand-in for the schema `build` makes, built at its first read. It serves every use by
 * reading through to the schema (safeParse, .shape, .extend, instanceof), so its type is the
 * schema's own.
 */
export function builtOnFirstUse<S extends object>(build: () => S): S {
  let schema: S | undefined;
  const itself = (): S => (schema ??= build());
  // The proxy's own target stays an empty object; every trap answers for the built schema.
  const standIn = new Proxy({} as S, {
    // The schema is the receiver, so zod's lazy getters cache their values on the schema itself.
    get: (_, key) => {
      const target = itself();
      return Reflect.get(target, key, target);
    },
    set: (_, key, value) => {
      const target = itself();
      return Reflect.set(target, key, value, target);
    },
    has: (_, key) => Reflect.has(itself(), key),
    ownKeys: () => Reflect.ownKeys(itself()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(itself(), key);
      // A proxy may not call a property fixed that its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(itself()),
  });
  standIns.set(standIn, itself);
  return standIn;
}

/**
 * The schema itself, built now if it was not, behind a stand-in; any other value as it is. For
 * json-schema.ts only: zod converts a schema to JSON Schema by identity.
 */
export function schemaBehind<S extends object>(schema: S): S {
  return (standIns.get(schema)?.() as S | undefined) ?? schema;
}

export const isStandIn = (value: unknown): boolean => typeof value === "object" && value !== null && standIns.has(value);
