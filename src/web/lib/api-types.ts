// The web's one source of the API's types: every answer and every view the answers share, by the
// name the OpenAPI document gives it (#/components/schemas/<name>), read from the types generated
// from that document (generated/api-schema.ts, `npm run api:types`). Types only: nothing here
// reaches the bundle. Lint refuses #shared/answers in src/web, so an answer's type cannot come from
// two places that might drift.
import type { components } from "./generated/api-schema";

/** A named schema of the API document: `Schema<"Claim">`, `Schema<"ClaimsAnswer">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];
