// The web's API types (src/web/lib/generated/api-schema.ts) are what the live OpenAPI document generates:
// a route, parameter, body or answer changed on the server without `npm run api:types` fails here.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { API_TYPES_FILE, generateApiTypes } from "../../scripts/api-types";

test("the committed API types are the ones the live document generates (npm run api:types)", async () => {
  const committed = readFileSync(API_TYPES_FILE, "utf8");
  const generated = await generateApiTypes();
  expect(generated.length).toBeGreaterThan(10_000);
  expect(committed === generated ? "up to date" : "stale: run npm run api:types").toBe("up to date");
});
