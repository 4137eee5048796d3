// /api/admin/members and /api/admin/outbox: admins over members and the notification outbox.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { listMembers, resetMemberDevices, setMemberActive, setMemberMaxDevices, showMember } from "#core/members/member-admin";
import { listOutbox, retryNotification } from "#core/notifications/outbox-admin";
import { adminAuth } from "../plugins/admin-session";
import { writer } from "../when-unlocked";

export const adminMemberRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/members", ({ query }) => listMembers(ctx, query), { requireAdmin: true })
    .get("/members/:id", ({ actor, params }) => showMember(ctx, actor, params.id), { requireAdmin: true })
    .post("/members/:id/activate", ({ actor, params }) => write(() => setMemberActive(ctx, actor, params.id, true)), { requireAdmin: true })
    .post("/members/:id/deactivate", ({ actor, params }) => write(() => setMemberActive(ctx, actor, params.id, false)), {
      requireAdmin: true,
    })
    .put("/members/:id/max-devices", ({ actor, params, body }) => write(() => setMemberMaxDevices(ctx, actor, params.id, body)), {
      requireAdmin: true,
    })
    .delete("/members/:id/devices", ({ actor, params }) => write(() => resetMemberDevices(ctx, actor, params.id)), { requireAdmin: true })
    .get("/outbox", ({ query }) => listOutbox(ctx, query), { requireAdmin: true })
    .post("/outbox/:id/retry", ({ actor, params }) => write(() => retryNotification(ctx, actor, params.id)), { requireAdmin: true });
};
