// /api/admin/members and /api/admin/outbox: admins over members and the notification outbox.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { listMembers, resetMemberDevices, setMemberActive, setMemberMaxDevices, showMember } from "#core/members/member-admin";
import { listOutbox, retryNotification } from "#core/notifications/outbox-admin";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../group-commit";
import { maxDevicesSchema, memberSearchSchema, notificationIdSchema, outboxQuerySchema, memberRefSchema } from "#shared/schemas/members";
import { named, routeDoc } from "../openapi/route-doc";

export const adminMemberRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/members", ({ query }) => ok(listMembers(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Members a page at a time, with device counts and last activity",
        description: "Newest first; `q` looks in username, name, e-mail and company; `total` counts every member that matches.",
        query: named("MemberSearch", memberSearchSchema),
        answer: "Members",
      }),
    })
    .get("/members/:id", ({ actor, params }) => ok(showMember(ctx, actor, params.id)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "One member: profile, devices and recent activity",
        params: { id: memberRefSchema },
        answer: "MemberDetail",
        errors: [404],
      }),
    })
    .post("/members/:id/activate", ({ actor, params }) => write(() => ok(setMemberActive(ctx, actor, params.id, true))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Let a member sign in again",
        params: { id: memberRefSchema },
        answer: "MemberChange",
        errors: [404],
      }),
    })
    .post("/members/:id/deactivate", ({ actor, params }) => write(() => ok(setMemberActive(ctx, actor, params.id, false))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Stop a member signing in (ends their sessions)",
        params: { id: memberRefSchema },
        answer: "MemberChange",
        errors: [404],
      }),
    })
    .put("/members/:id/max-devices", ({ actor, params, body }) => write(() => ok(setMemberMaxDevices(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Set how many devices a member may sign in from",
        params: { id: memberRefSchema },
        body: named("MaxDevices", maxDevicesSchema),
        answer: "MemberChange",
        errors: [404],
      }),
    })
    .delete("/members/:id/devices", ({ actor, params }) => write(() => ok(resetMemberDevices(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Forget every device of a member (ends their sessions)",
        params: { id: memberRefSchema },
        answer: "MemberChange",
        errors: [404],
      }),
    })
    .get("/outbox", ({ query }) => ok(listOutbox(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Messages to members (mail and SMS) and how their sending went",
        query: named("OutboxQuery", outboxQuerySchema),
        answer: "Outbox",
      }),
    })
    .post("/outbox/:id/retry", ({ actor, params }) => write(() => ok(retryNotification(ctx, actor, params.id))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Members",
        auth: "admin",
        summary: "Send a held or failed message again",
        params: { id: notificationIdSchema },
        answer: "NotificationChange",
        errors: [404, 409],
      }),
    });
};
