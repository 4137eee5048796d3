// /api/user: the signed-in member's own devices and activity.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { recentActivity } from "#core/members/activity";
import { changeDevice, listDevices } from "#core/members/devices";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../when-unlocked";

export const memberAccountRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/user" })
    .use(memberAuth(ctx))
    .get("/devices", ({ signedIn }) => listDevices(ctx, signedIn), { requireMember: true })
    .post("/devices", ({ signedIn, meta, body }) => write(() => changeDevice(ctx, meta, signedIn, body)), { requireMember: true })
    .get("/activity", ({ signedIn }) => ({ success: true as const, activity: recentActivity(ctx.db, signedIn.userId) }), { requireMember: true });
};
