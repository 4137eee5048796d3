// /api/auth: member registration, sign-in, sign-out, the current member and password reset.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { registerMember, signInMember, signOutMember } from "#core/members/members";
import { completePasswordReset, requestPasswordReset } from "#core/members/password-reset";
import { deliverSoon } from "#core/notifications/outbox";
import {
  clearMemberCookie,
  memberAuth,
  presentedDevice,
  readMemberToken,
  setDeviceCookie,
  setMemberCookie,
  signedInMember,
} from "../plugins/member-session";
import { requestMeta } from "../request-meta";
import { writer } from "../when-unlocked";
import { ok } from "#shared/answer";

export const memberAuthRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return (
    new Elysia({ prefix: "/auth" })
      .use(memberAuth(ctx))
      .post("/register", async ({ body, request, server, cookie }) => {
        const meta = requestMeta(request, server, ctx.config);
        const signedIn = await write(() => registerMember(ctx, meta, presentedDevice(ctx, request), body));
        setMemberCookie(ctx, cookie, signedIn.token);
        setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
        return { success: true as const, message: "Registration successful", user: signedIn.member };
      })
      .post("/login", async ({ body, request, server, cookie }) => {
        const meta = requestMeta(request, server, ctx.config);
        const signedIn = await write(() => signInMember(ctx, meta, presentedDevice(ctx, request), body, readMemberToken(ctx, request)));
        setMemberCookie(ctx, cookie, signedIn.token);
        setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
        deliverSoon(ctx);
        return { success: true as const, user: signedIn.member };
      })
      // The device cookie stays: the browser is still a known device when the member signs in again.
      .post(
        "/logout",
        ({ signedIn, meta, sessionToken, cookie }) => {
          clearMemberCookie(ctx, cookie);
          // The cookie jar replaces the sign-in check's Set-Cookie: a device cookie adopted on this very request goes through it.
          if (signedIn.issuedCredential) setDeviceCookie(ctx, cookie, signedIn.issuedCredential);
          return write(() => ok(signOutMember(ctx, meta, signedIn, sessionToken)));
        },
        { requireMember: true },
      )
      .post("/password-reset/request", ({ body, request, server }) => {
        const meta = requestMeta(request, server, ctx.config);
        return write(() => ok(requestPasswordReset(ctx, meta, body)));
      })
      .post("/password-reset/complete", ({ body, request, server }) => {
        const meta = requestMeta(request, server, ctx.config);
        return write(() => completePasswordReset(ctx, meta, body).then(ok));
      })
      // Every page asks this; "not signed in" is its normal answer, not a refused action, so a 401
      // here is not logged as one.
      .get("/user", ({ request, set }) => {
        const signedIn = signedInMember(ctx, request, set, readMemberToken(ctx, request));
        return { success: true as const, user: signedIn.member };
      })
  );
};
