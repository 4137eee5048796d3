// The security page's query: where each of its two lists goes on from. A cursor names the last row
// of the page before (a sign-in's id, an admin action's number), never an offset.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";

export const SECURITY_CURSOR_MESSAGE = "Invalid page cursor";

export const securityPageQuerySchema = builtOnFirstUse(() =>
  z.object({
    signInsAfter: z.uuid(SECURITY_CURSOR_MESSAGE).optional(),
    adminActionsAfter: z.coerce
      .number({ error: SECURITY_CURSOR_MESSAGE })
      .int(SECURITY_CURSOR_MESSAGE)
      .min(1, SECURITY_CURSOR_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, SECURITY_CURSOR_MESSAGE)
      .optional(),
  }),
);
