// Shared schemas are built the first time something reads them, not when their module loads.
// Building a zod schema runs a lot of cold code: every shared schema together took 12 ms of the
// 58 that `aan serve` needed to its first health answer, and a plain CLI command built every
// schema its modules import while using one or two (decision 0050). A request, a command
// or a form now builds only the schemas it uses, once.

/** Each stand-in with the function that answers its schema. */
const standIns = new WeakMap<object, () => object>();

/**
 * A stand-in for the schema `build` makes, built at its first read. It serves every use by
 * reading through to the schema (safeParse, .shape, .extend, instanceof), so its type is the
 * schema's own. Inside another schema or in z.toJSONSchema, which keep schemas by identity, use
 * `built(standIn)`: the schema itself.
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
 * The schema itself, built now if it was not, behind a stand-in; any other value as it is. zod
 * converts a schema to JSON Schema by identity, so a stand-in must never sit inside another schema.
 */
export function built<S extends object>(schema: S): S {
  return (standIns.get(schema)?.() as S | undefined) ?? schema;
}

export const isStandIn = (value: unknown): boolean => typeof value === "object" && value !== null && standIns.has(value);
