// A message in a claim's thread: text of 1 to 5,000 characters, line breaks allowed, hidden
// characters refused like every stored text (text.ts).
import { z } from "#zod";
import { MESSAGE_PAGE_DEFAULT, MESSAGE_PAGE_MAX, MESSAGE_TEXT_MAX, MESSAGE_TEXT_REQUIRED } from "../claim-messages";
import { builtOnFirstUse } from "./built-on-first-use";
import { multiLineText } from "./text";

const messageText = () =>
  z.string({ error: MESSAGE_TEXT_REQUIRED }).pipe(multiLineText("Message", MESSAGE_TEXT_MAX).min(1, MESSAGE_TEXT_REQUIRED));

export const newMessageSchema = builtOnFirstUse(() => z.object({ text: messageText() }, { error: MESSAGE_TEXT_REQUIRED }));

export const MESSAGE_BEFORE_MESSAGE = "Before must be a message number of at least 1";
export const MESSAGE_LIMIT_MESSAGE = `Limit must be a whole number between 1 and ${MESSAGE_PAGE_MAX}`;

/** `?before=<seq>&limit=`: the page of a thread that ends just before message `before` (none: the newest). */
export const threadPageQuerySchema = builtOnFirstUse(() =>
  z.object({
    before: z.coerce
      .number({ error: MESSAGE_BEFORE_MESSAGE })
      .int(MESSAGE_BEFORE_MESSAGE)
      .min(1, MESSAGE_BEFORE_MESSAGE)
      .max(Number.MAX_SAFE_INTEGER, MESSAGE_BEFORE_MESSAGE)
      .optional(),
    limit: z.coerce
      .number({ error: MESSAGE_LIMIT_MESSAGE })
      .int(MESSAGE_LIMIT_MESSAGE)
      .min(1, MESSAGE_LIMIT_MESSAGE)
      .max(MESSAGE_PAGE_MAX, MESSAGE_LIMIT_MESSAGE)
      .default(MESSAGE_PAGE_DEFAULT),
  }),
);
