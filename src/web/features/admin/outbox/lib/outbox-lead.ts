// The Outbox tab's lead: what happens to a message on this install, read from the transports the
// server has. An operator without a mail server must learn here that every message waits for them;
// one with both transports must not be told that messages are held.
import type { Schema } from "#web/lib/api-types";

const EXPIRY = "reset links and codes expire 10 minutes after they are made.";

export function outboxLead(delivery: Schema<"OutboxDelivery">): string {
  if (delivery.email && delivery.sms)
    return "Messages are sent by e-mail (AAN_SMTP_URL) and SMS (AAN_SMS_WEBHOOK_URL). A failed send is tried again with growing pauses; after 8 tries it is marked failed and can be retried from here.";
  if (delivery.email)
    return `E-mails are sent through the mail server (AAN_SMTP_URL). No SMS gateway is configured (AAN_SMS_WEBHOOK_URL): text messages are held here for an operator to relay by hand; ${EXPIRY}`;
  if (delivery.sms)
    return `Text messages are sent through the SMS gateway (AAN_SMS_WEBHOOK_URL). No mail server is configured (AAN_SMTP_URL): e-mails are held here for an operator to relay by hand; ${EXPIRY}`;
  return `No mail server or SMS gateway is configured (AAN_SMTP_URL, AAN_SMS_WEBHOOK_URL): every message is held here for an operator to relay by hand. Open one to copy it; ${EXPIRY}`;
}
