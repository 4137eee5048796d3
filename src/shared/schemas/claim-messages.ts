// A message in a claim's thread: text of 1 to 5,000 characters, line breaks allowed, hidden
// characters refused like every stored text (text.ts).
import { z } from "#zod";
import { MESSAGE_TEXT_MAX, MESSAGE_TEXT_REQUIRED } from "../claim-messages";
import { builtOnFirstUse } from "./built-on-first-use";
import { multiLineText } from "./text";

const messageText = () =>
  z.string({ error: MESSAGE_TEXT_REQUIRED }).pipe(multiLineText("Message", MESSAGE_TEXT_MAX).min(1, MESSAGE_TEXT_REQUIRED));

export const messageTextSchema = builtOnFirstUse(messageText);
export const newMessageSchema = builtOnFirstUse(() => z.object({ text: messageText() }, { error: MESSAGE_TEXT_REQUIRED }));
export type NewMessage = z.infer<typeof newMessageSchema>;
