// The member's choices about deadline notices (/api/user/deadline-reminders,
// /api/user/calendar-feed) and the calendar feed itself (/api/calendar/<token>.ics): public, since
// a calendar application holds no session; the token in its address is the key, and an unknown
// or ended address is a JSON 404.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import {
  calendarFeedStatus,
  calendarFeedText,
  reminderChannel,
  setReminderChannel,
  turnOffCalendarFeed,
  turnOnCalendarFeed,
} from "#core/deadlines/deadline-notices";
import { ok } from "#shared/answer";
import { calendarFileSchema, reminderChannelSchema } from "#shared/schemas/deadline-notices";
import { named, routeDoc } from "../openapi/route-doc";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../group-commit";

export const deadlineNoticeRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(memberAuth(ctx))
    .get("/user/deadline-reminders", ({ signedIn }) => ok(reminderChannel(ctx, signedIn)), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "How the member's deadline reminders reach them",
        answer: "DeadlineReminders",
      }),
    })
    .put("/user/deadline-reminders", ({ signedIn, meta, body }) => write(() => ok(setReminderChannel(ctx, meta, signedIn, body))), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "Choose e-mail, SMS or no reminders of the member's own duties and of carrier duties gone overdue",
        body: named("DeadlineRemindersInput", reminderChannelSchema),
        answer: "DeadlineReminders",
      }),
    })
    .get("/user/calendar-feed", ({ signedIn }) => ok(calendarFeedStatus(ctx, signedIn)), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "Whether the member's calendar feed is on (its address is never shown again)",
        answer: "CalendarFeedStatus",
      }),
    })
    .post("/user/calendar-feed", ({ signedIn, meta }) => write(() => ok(turnOnCalendarFeed(ctx, meta, signedIn))), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "Turn the calendar feed on, or give it a new address: the answer holds the address, shown once",
        description: "A new address replaces the old one at once: the old one then answers 404.",
        answer: "CalendarFeed",
      }),
    })
    .delete("/user/calendar-feed", ({ signedIn, meta }) => write(() => ok(turnOffCalendarFeed(ctx, meta, signedIn))), {
      requireMember: true,
      ...routeDoc({
        tag: "Deadlines",
        auth: "member",
        summary: "Turn the calendar feed off: its address answers 404 from now on",
        answer: "Message",
      }),
    })
    .get(
      "/calendar/:file",
      ({ params }) =>
        new Response(calendarFeedText(ctx, params.file), {
          headers: {
            "content-type": "text/calendar; charset=utf-8",
            "content-disposition": 'inline; filename="aan-deadlines.ics"',
            "cache-control": "private, max-age=300",
          },
        }),
      {
        ...routeDoc({
          tag: "Deadlines",
          auth: "public",
          summary: "A member's calendar feed (iCalendar): each open deadline an all-day event named by claim number and duty",
          description: "The address is the one POST /api/user/calendar-feed answered: `<token>.ics`. Unknown or turned off: 404.",
          params: { file: calendarFileSchema },
          answer: { contentType: "text/calendar", description: "An iCalendar (RFC 5545) document" },
          errors: [404],
        }),
      },
    );
};
