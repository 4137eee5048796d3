// /api/account/security: the signed-in member's security page (decision 0137), their own records
// only, and "Sign out everywhere else".
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { securityPage, signOutOtherSessions } from "#core/members/security-page";
import { ok } from "#shared/answer";
import { securityPageQuerySchema } from "#shared/schemas/security";
import { named, routeDoc } from "../openapi/route-doc";
import { memberAuth } from "../plugins/member-session";
import { writer } from "../group-commit";

export const accountSecurityRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/account/security" })
    .use(memberAuth(ctx))
    .get("/", ({ signedIn, query }) => ok(securityPage(ctx, signedIn, query)), {
      requireMember: true,
      ...routeDoc({
        tag: "Member account",
        auth: "member",
        summary: "The member's sign-ins, devices, passkeys and the admin actions on their account",
        description:
          "The newest 100 sign-ins (registration's included) and the admin actions, 25 a page, newest first: pass a list's `…Next` as its `…After` for the next page. A cursor that is not a row of the member's own list is a 404.",
        query: named("SecurityPageQuery", securityPageQuerySchema),
        answer: "SecurityPage",
        errors: [404],
      }),
    })
    .post(
      "/sign-out-others",
      ({ signedIn, meta, sessionToken }) => write(() => ok(signOutOtherSessions(ctx, meta, signedIn, sessionToken))),
      {
        requireMember: true,
        ...routeDoc({
          tag: "Member account",
          auth: "member",
          summary: "Sign out everywhere else: end every session of the member but this one",
          answer: "SignedOutOthers",
        }),
      },
    );
};
