// The contact inbox's query and filter: open messages (not yet handled) or all of them, newest first.
import type { Schema } from "#web/lib/api-types";

export type InboxFilter = "open" | "all";

export const INBOX_FILTERS: ReadonlyArray<{ value: InboxFilter; label: string }> = [
  { value: "open", label: "Open" },
  { value: "all", label: "All messages" },
];

/** The inbox's query: `?open=true` for the open messages, `?open=false` for all of them. */
export const contactMessagesQuery = (filter: InboxFilter) => ({ open: filter === "open" ? ("true" as const) : ("false" as const) });

/** The server answers at most this many messages (core's list limit). */
export const INBOX_LIST_CAP = 500;
export const INBOX_PAGE_SIZE = 25;

/** "Handled by ada at 2026-…" or "Open". */
export function handledText(message: Pick<Schema<"ContactMessage">, "handledAt" | "handledBy">, format: (iso: string) => string): string {
  if (!message.handledAt) return "Open";
  return message.handledBy ? `Handled by ${message.handledBy} at ${format(message.handledAt)}` : `Handled at ${format(message.handledAt)}`;
}

/** The first line of a message, cut for the list; the viewer shows it whole. */
export function preview(text: string, max = 80): string {
  const line = text.trim().split(/\r?\n/)[0] ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The message as an operator answers it from a mail program. */
export function replyText(
  message: Pick<Schema<"ContactMessage">, "callsign" | "email" | "operationType" | "missionDetails" | "createdAt">,
  operation: string,
): string {
  return `From: ${message.callsign} <${message.email}>\nOperation: ${operation}\nReceived: ${message.createdAt}\n\n${message.missionDetails}`;
}
