// zod as its module loads. The web takes it this way, through src/web/lib/zod-jitless.ts
// (package.json "#zod", condition browser); on the server and in the CLI, zod-on-demand.ts loads
// this module at the first schema built.
//
// The parts of zod the shared schemas use, named one by one rather than zod's whole namespace:
// reached only by name, the rest of zod (its 40 locales are half of its code) stays out of the
// bundle, and loading zod in a CLI command costs 3 ms less (decision 0052).
import {
  array,
  boolean,
  coerce,
  config,
  email,
  enum as enumOf,
  literal,
  NEVER,
  null as nullOf,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
  url,
  uuid,
} from "zod";

export const z = {
  array,
  boolean,
  coerce,
  config,
  email,
  enum: enumOf,
  literal,
  NEVER,
  null: nullOf,
  number,
  object,
  preprocess,
  record,
  string,
  union,
  unknown,
  url,
  uuid,
};
