// What a member chooses about their deadlines: how reminders reach them (e-mail, SMS or none),
// and a private calendar feed of their open duties. The feed's address carries a random token
// shown once; only its SHA-256 is stored, a new address replaces the old one, and turning the
// feed off makes its address answer 404.
import type { CalendarFeedAnswer, CalendarFeedStatusAnswer, DeadlineRemindersAnswer } from "#shared/answers/deadlines";
import type { MessageAnswer } from "#shared/answers/common";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { REMINDER_CHANNEL_WORDS, reminderChannelSchema } from "#shared/schemas/deadline-notices";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { pageUrl } from "../platform/page-url";
import { hashToken, newSessionToken } from "../security/tokens";
import { ruleOf } from "./claim-deadlines";
import { deadlineCalendar, type CalendarDeadline } from "./deadline-calendar";
import {
  saveFeedToken,
  saveReminderChannel,
  selectFeed,
  selectFeedOwner,
  selectOpenDeadlinesOf,
  selectReminderChannel,
} from "./notice-repository";

export const FEED_NOT_FOUND = "No calendar feed at this address";
/** A feed lists at most this many open duties, soonest first: far more than one member's claims hold. */
export const FEED_DEADLINES_MAX = 1000;
const FEED_PATH = /^([A-Za-z0-9_-]{43})\.ics$/;

export const reminderChannel = (ctx: AppContext, signedIn: SignedInMember): Result<DeadlineRemindersAnswer> => ({
  channel: selectReminderChannel(ctx.db, signedIn.userId),
});

export function setReminderChannel(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  input: unknown,
): Result<DeadlineRemindersAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) => {
    const { channel } = parseInput(reminderChannelSchema, input ?? {});
    return commit((tx) => {
      saveReminderChannel(tx, signedIn.userId, channel);
      return {
        result: { channel },
        activity: { action: "deadlines.reminders_set", description: `Deadline reminders: ${REMINDER_CHANNEL_WORDS[channel]}` },
      };
    });
  });
}

export function calendarFeedStatus(ctx: AppContext, signedIn: SignedInMember): Result<CalendarFeedStatusAnswer> {
  const feed = selectFeed(ctx.db, signedIn.userId);
  return feed ? { enabled: true, createdAt: new Date(feed.createdAt).toISOString() } : { enabled: false };
}

/** Turns the feed on, or gives it a new address (the old one stops at once). The address is in this answer only. */
export function turnOnCalendarFeed(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember): Result<CalendarFeedAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) => {
    const token = newSessionToken();
    return commit((tx) => {
      const replaced = saveFeedToken(tx, signedIn.userId, hashToken(token), ctx.clock.now());
      return {
        result: { url: pageUrl(ctx.config, `/api/calendar/${token}.ics`) },
        activity: {
          action: "deadlines.feed_on",
          description: replaced ? "Calendar feed given a new address; the old one no longer works" : "Calendar feed turned on",
        },
      };
    });
  });
}

export function turnOffCalendarFeed(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember): Result<MessageAnswer> {
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit((tx) => {
      const wasOn = saveFeedToken(tx, signedIn.userId, null, ctx.clock.now());
      return wasOn
        ? {
            result: { message: "Calendar feed turned off" },
            activity: { action: "deadlines.feed_off", description: "Calendar feed turned off" },
          }
        : { result: { message: "Calendar feed turned off" } };
    }),
  );
}

/** The feed's text for the file name of its address (`<token>.ics`); an unknown or ended address is 404. */
export function calendarFeedText(ctx: AppContext, fileName: string): string {
  const token = FEED_PATH.exec(fileName)?.[1];
  const userId = token ? selectFeedOwner(ctx.db, hashToken(token)) : undefined;
  if (!userId) throw new DomainError("not_found", FEED_NOT_FOUND);
  const deadlines: CalendarDeadline[] = [];
  for (const row of selectOpenDeadlinesOf(ctx.db, userId, FEED_DEADLINES_MAX)) {
    const rule = ruleOf(row.ruleId);
    if (!rule) continue;
    deadlines.push({
      claimId: row.claimId,
      claimNumber: row.claimNumber ?? row.claimId.slice(0, 8),
      ruleId: row.ruleId,
      title: rule.title,
      owedBy: row.owedBy,
      dueOn: row.dueOn,
      citation: rule.citation,
      unverified: !rule.verifiedOn,
    });
  }
  return deadlineCalendar(deadlines, ctx.clock.now(), new URL(ctx.config.baseUrl).host);
}
