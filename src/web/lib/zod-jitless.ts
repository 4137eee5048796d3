// "#zod" in the browser (package.json's browser condition): zod's parts as zod-loaded.ts names
// them, switched to jitless mode before any schema module can build a schema with them. The
// server's CSP (no 'unsafe-eval') makes zod's `new Function` feature probe log a CSP violation in
// the console when an object schema is built; jitless mode skips the probe and validates the plain
// way, which is fast enough for forms. Loaded with the first module that builds a schema, not with
// the app's start: a page without a form never loads zod.
import { z } from "#shared/schemas/zod-loaded";

z.config({ jitless: true });

export { z };
