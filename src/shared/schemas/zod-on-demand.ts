// zod for the shared schemas, evaluated the first time a schema is built rather than when the
// schemas' modules load. Evaluating zod took 3-4 ms of every `aan serve` start, which builds no
// schema before its first answer (decision 0050). The web takes zod as it loads: see
// package.json "#zod", whose browser condition names zod-loaded.ts.
import type { z as Zod } from "zod";
import type * as ZodLoaded from "./zod-loaded";

/** The parts of zod the shared schemas use (zod-loaded.ts names them). */
type SchemaParts = typeof ZodLoaded.z;

let loaded: SchemaParts | undefined;

/** Bun loads an ES module synchronously on require, so a schema can be built at any moment. */
const zod = (): SchemaParts => (loaded ??= (require("./zod-loaded") as typeof ZodLoaded).z);

/** zod's `z` (the parts the schemas use), loaded at its first read. */
export const z: SchemaParts = new Proxy({} as SchemaParts, { get: (_, key) => Reflect.get(zod(), key) });

/** zod's types under the same name, so `z.input<typeof schema>` reads as it does with zod itself. */
export declare namespace z {
  export type ZodType<Output = unknown, Input = unknown> = Zod.ZodType<Output, Input>;
  export type input<T> = Zod.input<T>;
  export type output<T> = Zod.output<T>;
  export type infer<T> = Zod.infer<T>;
  export type ZodRawShape = Zod.ZodRawShape;
  export type ZodArray<T extends Zod.ZodType = Zod.ZodType> = Zod.ZodArray<T>;
}
