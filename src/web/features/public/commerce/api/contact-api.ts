// The contact form's one call (public-screens.md §7): POST /api/contact. Only success or failure
// drives the notices; the answer's body is not read.
import { useMutation } from "@tanstack/react-query";
import type { z } from "#zod";
import type { contactMessageSchema } from "#shared/schemas/content";
import { apiSend } from "#web/lib/api-call";

export type ContactMessage = z.output<typeof contactMessageSchema>;

export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await apiSend("post", "/api/contact", { body: message });
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
