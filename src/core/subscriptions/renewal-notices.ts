// The renewal notice (§9: "sent via the messaging service within 1 day of renewal"): one message
// per subscription and due date, queued when the due date is a day away. The claim on
// (subscription, due date) is stored with the message in one transaction, so a restart, a second
// tick or a second server never sends it twice. SMS when an SMS gateway is configured, else e-mail.
import { addDays, RENEWAL_NOTICE_DAYS_BEFORE, startOfUtcDay, subscriptionStateOn } from "#shared/billing-policy";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { selectUserById } from "../members/member-repository";
import { enqueue } from "../notifications/outbox";
import { claimRenewalNotice, selectDueSoon } from "./subscription-repository";
import { isoDay } from "./subscription-view";
import { centsToDecimal } from "../money";

export function queueRenewalNotices(ctx: AppContext): number {
  const now = ctx.clock.now();
  const dueBy = addDays(startOfUtcDay(now), RENEWAL_NOTICE_DAYS_BEFORE);
  let queued = 0;
  for (const subscription of selectDueSoon(ctx.db, dueBy)) {
    // Already late: the member is told by the suspension itself, not by a reminder.
    if (subscriptionStateOn(subscription, now) !== "active" || subscription.dueDate.getTime() < startOfUtcDay(now).getTime()) continue;
    writeTransaction(ctx.db, (tx) => {
      const member = selectUserById(tx, subscription.userId);
      if (!member || !claimRenewalNotice(tx, subscription.id, subscription.dueDate, now)) return;
      const bySms = ctx.config.smsWebhookUrl !== null;
      const text =
        `AAN: your ${subscription.planDisplayName} (${subscription.frequency}) payment of $${centsToDecimal(subscription.priceCents)} is due on ${isoDay(subscription.dueDate)}. ` +
        "A payment 1 to 3 days late suspends the subscription; from the 4th day it is terminated.";
      enqueue(tx, {
        userId: member.id,
        channel: bySms ? "sms" : "email",
        purpose: "renewal_notice",
        recipient: bySms ? member.phone : member.email,
        subject: bySms ? null : `Your AAN payment is due on ${isoDay(subscription.dueDate)}`,
        body: text,
        createdAt: now,
      });
      queued += 1;
    });
  }
  return queued;
}
