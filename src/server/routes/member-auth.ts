// /api/auth: member registration, sign-in, sign-out, the current member and password reset.
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { registerMember, signInMember, signOutMember } from "#core/members/members";
import { checkNewDeviceCode, replaceDeviceWithCode, requestNewDeviceCode } from "#core/members/new-device-code";
import { passkeySignInOptions, signInWithPasskey } from "#core/members/passkeys";
import { checkResetLink, completePasswordReset, requestPasswordReset } from "#core/members/password-reset";
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
import { writer } from "../group-commit";
import { ok } from "#shared/answer";
import {
  memberLoginSchema,
  newDeviceCodeCheckSchema,
  newDeviceCodeRequestSchema,
  newDeviceReplaceSchema,
  registerSchema,
  resetCompleteSchema,
  resetLinkSchema,
  resetRequestSchema,
} from "#shared/schemas/members";
import { passkeySignInSchema } from "#shared/schemas/passkeys";
import { named, routeDoc } from "../openapi/route-doc";

export const memberAuthRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return (
    new Elysia({ prefix: "/auth" })
      .use(memberAuth(ctx))
      .post(
        "/register",
        async ({ body, request, server, cookie }) => {
          const meta = requestMeta(request, server, ctx.config);
          const signedIn = await write(() => registerMember(ctx, meta, presentedDevice(ctx, request), body));
          setMemberCookie(ctx, cookie, signedIn.token);
          setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
          return ok({ message: "Registration successful", user: signedIn.member });
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Register with an invitation code; signs in on this device",
            description:
              "Failed attempts are throttled per address (429 after 20 within 15 minutes); successful registrations never count.",
            body: named("Register", registerSchema),
            deviceHeaders: true,
            answer: "MemberRegistered",
            errors: [403, 409, 429],
          }),
        },
      )
      .post(
        "/login",
        async ({ body, request, server, cookie }) => {
          const meta = requestMeta(request, server, ctx.config);
          const signedIn = await write(() => signInMember(ctx, meta, presentedDevice(ctx, request), body, readMemberToken(ctx, request)));
          setMemberCookie(ctx, cookie, signedIn.token);
          setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
          deliverSoon(ctx);
          return ok({ user: signedIn.member });
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Sign in on this device; sets the member session cookie",
            description: "A device past the member's device limit is refused (403). Failed attempts are throttled (429).",
            body: named("MemberLogin", memberLoginSchema),
            deviceHeaders: true,
            answer: "MemberSignedIn",
            errors: [401, 403, 429],
          }),
        },
      )
      .post(
        "/new-device/code",
        ({ body, request, server }) => {
          const meta = requestMeta(request, server, ctx.config);
          return write(() => requestNewDeviceCode(ctx, meta, presentedDevice(ctx, request), body).then(ok));
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "At the device cap, send a 6-digit code by e-mail or SMS that lets this new browser replace a device",
            description:
              "Needs the right password, as the sign-in does (the same 401, throttle and audit). A browser that is one of the member's devices, or a member under their cap, answers 409. At most 3 codes an hour per member (429). The code lives 10 minutes (decision 0138).",
            body: named("NewDeviceCodeRequest", newDeviceCodeRequestSchema),
            deviceHeaders: true,
            answer: "NewDeviceCodeSent",
            errors: [401, 403, 409, 429],
          }),
        },
      )
      .post(
        "/new-device/verify",
        ({ body, request, server }) => {
          const meta = requestMeta(request, server, ctx.config);
          return write(() => checkNewDeviceCode(ctx, meta, body).then(ok));
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Check a new-device code; answers the devices this browser may replace",
            description: "A wrong, used or expired code is a 400 and counts in the sign-in throttle; the fifth wrong guess voids the code.",
            body: named("NewDeviceCodeCheck", newDeviceCodeCheckSchema),
            answer: "NewDeviceCodeChecked",
            errors: [429],
          }),
        },
      )
      .post(
        "/new-device/replace",
        async ({ body, request, server, cookie }) => {
          const meta = requestMeta(request, server, ctx.config);
          const signedIn = await write(() =>
            replaceDeviceWithCode(ctx, meta, presentedDevice(ctx, request), body, readMemberToken(ctx, request)),
          );
          setMemberCookie(ctx, cookie, signedIn.token);
          setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
          deliverSoon(ctx);
          return { success: true as const, user: signedIn.member };
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "With a checked code, replace one of the member's devices with this browser and sign in on it",
            description: "The old device is revoked (its sessions and passkey end); the code is spent. Another member's device is a 404.",
            body: named("NewDeviceReplace", newDeviceReplaceSchema),
            deviceHeaders: true,
            answer: "MemberSignedIn",
            errors: [403, 404],
          }),
        },
      )
      .post("/passkey/options", () => write(() => passkeySignInOptions(ctx).then(ok)), {
        ...routeDoc({
          tag: "Member session",
          auth: "public",
          summary: "Options for a passkey sign-in (a challenge good once, for 5 minutes)",
          description: "The challenge is sealed into its id and stored nowhere until it is answered.",
          answer: "PasskeyOptions",
        }),
      })
      .post(
        "/passkey/login",
        async ({ body, request, server, cookie }) => {
          const meta = requestMeta(request, server, ctx.config);
          const signedIn = await write(() =>
            signInWithPasskey(ctx, meta, presentedDevice(ctx, request), body, readMemberToken(ctx, request)),
          );
          setMemberCookie(ctx, cookie, signedIn.token);
          setDeviceCookie(ctx, cookie, signedIn.deviceCredential);
          return ok({ user: signedIn.member });
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Sign in with a passkey on its own device; sets the member session and device cookies",
            description:
              "Throttled and audited as a password sign-in. A passkey from another origin, an old answer or a copied passkey (its counter did not move on) is refused (401).",
            body: named("PasskeySignIn", passkeySignInSchema),
            deviceHeaders: true,
            answer: "MemberSignedIn",
            errors: [401, 403, 429],
          }),
        },
      )
      // The device cookie stays: the browser is still a known device when the member signs in again.
      .post(
        "/logout",
        ({ signedIn, meta, sessionToken, cookie }) => {
          clearMemberCookie(ctx, cookie);
          // The cookie jar replaces the sign-in check's Set-Cookie: a device cookie adopted on this very request goes through it.
          if (signedIn.issuedCredential) setDeviceCookie(ctx, cookie, signedIn.issuedCredential);
          return write(() => ok(signOutMember(ctx, meta, signedIn, sessionToken)));
        },
        {
          requireMember: true,
          ...routeDoc({ tag: "Member session", auth: "member", summary: "Sign out of this device", answer: "Message" }),
        },
      )
      .post(
        "/password-reset/request",
        ({ body, request, server }) => {
          const meta = requestMeta(request, server, ctx.config);
          return write(() => ok(requestPasswordReset(ctx, meta, body)));
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Ask for a password reset by e-mail (a link) or SMS (a code)",
            description: "Answers the same whether or not the identifier belongs to a member.",
            body: named("ResetRequest", resetRequestSchema),
            answer: "ResetRequested",
          }),
        },
      )
      .post("/password-reset/check", ({ body }) => ok(checkResetLink(ctx, body)), {
        ...routeDoc({
          tag: "Member session",
          auth: "public",
          summary: "Whether an e-mailed reset link still works (asked when its page opens); changes nothing",
          description: "A used, expired or replaced link answers 400 with the message the completion would give.",
          body: named("ResetLink", resetLinkSchema),
          answer: "ResetLink",
        }),
      })
      .post(
        "/password-reset/complete",
        ({ body, request, server }) => {
          const meta = requestMeta(request, server, ctx.config);
          return write(() => completePasswordReset(ctx, meta, body).then(ok));
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "public",
            summary: "Set a new password with the e-mailed token, or `<resetId>.<code>` from an SMS",
            description: "Turns password sign-in back on, and answers which passkeys remain, by device name (decision 0138).",
            body: named("ResetComplete", resetCompleteSchema),
            answer: "ResetCompleted",
          }),
        },
      )
      // Every page asks this; "not signed in" is its normal answer, not a refused action, so a 401
      // here is not logged as one.
      .get(
        "/user",
        ({ request, set }) => {
          const signedIn = signedInMember(ctx, request, set, readMemberToken(ctx, request));
          return ok({ user: signedIn.member });
        },
        {
          ...routeDoc({
            tag: "Member session",
            auth: "member",
            summary: "The signed-in member (401 is the normal answer when signed out)",
            answer: "MemberSignedIn",
          }),
        },
      )
  );
};
