// The contact form (public-screens.md §2.12): a message is stored for the admins' inbox. A filled
// honeypot field marks a bot: it is answered like anyone else and nothing is stored. One client
// address may send 5 messages an hour (429 after), counted from stored rows in the insert's
// BEGIN IMMEDIATE transaction, so parallel sends cannot slip past.
import type { Result } from "#shared/answer";
import type { ContactMessageAnswer, ContactMessagesAnswer, ContactMessageView } from "#shared/answers/content";
import type { MessageAnswer } from "#shared/answers/common";
import { DomainError, throttledError } from "#shared/errors";
import { contactMessageSchema, contactMessagesQuerySchema, contentIdSchema as contactIdSchemaOf } from "#shared/schemas/content";
import { parseInput } from "#shared/schemas/parse";
import type { Actor, RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { secondsUntilFree } from "../security/rate-window";
import { countContactsFrom, insertContact, markContactHandled, selectContact, selectContacts, type ContactRow } from "./content-repository";

export const CONTACT_PER_HOUR = 5;
export const CONTACT_THROTTLED = "Too many messages from this address. Please try again in an hour.";
export const CONTACT_NOT_FOUND = "Message not found";
const HOUR_MS = 60 * 60 * 1000;

const toView = (row: ContactRow): ContactMessageView => ({
  id: row.id,
  callsign: row.name,
  email: row.email,
  operationType: row.serviceType,
  missionDetails: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
});

export function sendContactMessage(ctx: AppContext, meta: RequestMeta, input: unknown): Result<MessageAnswer> {
  const message = parseInput(contactMessageSchema, input);
  const received = { message: "Message received" };
  if (message.website) return received;
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const address = meta.clientAddress ?? "unknown";
    const sent = countContactsFrom(tx, address, new Date(now.getTime() - HOUR_MS));
    if (sent.count >= CONTACT_PER_HOUR) throw throttledError(CONTACT_THROTTLED, secondsUntilFree(sent.oldestAt, HOUR_MS, now));
    insertContact(tx, {
      name: message.callsign,
      email: message.encryptedChannel,
      serviceType: message.operationType,
      message: message.missionDetails,
      clientAddress: address,
      createdAt: now,
    });
    return received;
  });
}

export const listContactMessages = (ctx: AppContext, query: unknown = {}): Result<ContactMessagesAnswer> => ({
  messages: selectContacts(ctx.db, parseInput(contactMessagesQuerySchema, query ?? {}).open, 500).map(toView),
});

export function markMessageHandled(ctx: AppContext, actor: Actor, id: unknown): Result<ContactMessageAnswer> {
  return auditedUseCase(ctx, actor, "messages.handle", ({ commit }) => {
    const messageId = parseInput(contactIdSchemaOf, id);
    return commit((tx) => {
      const row = markContactHandled(tx, messageId, actor.label, ctx.clock.now());
      if (!row)
        throw selectContact(tx, messageId)
          ? new DomainError("conflict", "Message already handled")
          : new DomainError("not_found", CONTACT_NOT_FOUND);
      return {
        result: { message: "Message marked handled", contactMessage: toView(row) },
        detail: `id=${messageId}`,
      };
    });
  });
}
