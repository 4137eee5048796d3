// The server's CSP (no 'unsafe-eval') makes zod's `new Function` feature probe log a CSP
// violation in the console when an object schema is built. Jitless mode skips the probe; zod then
// validates the plain way, which is fast enough for forms. Imported for its effect first thing in
// the app's start (app/start-app.tsx), before any shared schema module is evaluated.
import { z } from "#zod";

z.config({ jitless: true });
