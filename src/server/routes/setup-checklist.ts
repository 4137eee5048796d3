// /api/admin/setup-checklist: what this install still lacks (the panel's checklist, `aan doctor`),
// lines marked not needed, and a test message through the outbox.
import { ok } from "#shared/answer";
import { Elysia } from "elysia";
import type { AppContext } from "#core/context";
import { deliverSoon } from "#core/notifications/outbox";
import { setupLineSchema, testMessageSchema } from "#shared/setup-checklist";
import { adminAuth } from "../plugins/admin-session";
import { named, routeDoc } from "../openapi/route-doc";
import { writer } from "../group-commit";
import { loadOnDemand } from "../load-on-demand";

/** The checklist's lines and their checks, loaded with the first call. */
const checklist = loadOnDemand(() => import("#core/setup/setup-checklist"));

export const setupChecklistRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia({ prefix: "/admin/setup-checklist" })
    .use(adminAuth(ctx))
    .get("/", async () => ok((await checklist()).setupChecklist(ctx)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "System",
        auth: "admin",
        summary: "The setup checklist: what this install still lacks, each line with where it is fixed",
        description:
          "Lines only the server sees (mail or SMS delivery, scheduled backups, trusted proxies) are as `aan serve` reported them at start, or when the first forwarding header from an untrusted peer arrived.",
        answer: "SetupChecklist",
      }),
    })
    .post(
      "/:line/not-needed",
      async ({ actor, params }) => {
        const { markSetupLine } = await checklist();
        return write(() => ok(markSetupLine(ctx, actor, params.line, true)));
      },
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "System",
          auth: "admin",
          summary: "Mark a checklist line as not needed here: it leaves the open count",
          params: { line: setupLineSchema },
          answer: "SetupLineChange",
        }),
      },
    )
    .delete(
      "/:line/not-needed",
      async ({ actor, params }) => {
        const { markSetupLine } = await checklist();
        return write(() => ok(markSetupLine(ctx, actor, params.line, false)));
      },
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "System",
          auth: "admin",
          summary: "Put a line marked not needed back on the checklist",
          params: { line: setupLineSchema },
          answer: "SetupLineChange",
        }),
      },
    )
    .post(
      "/test-message",
      async ({ actor, body }) => {
        const { queueTestMessage } = await checklist();
        const queued = await write(() => queueTestMessage(ctx, actor, body));
        // Sent by the outbox's own delivery, right after this answer; the Outbox tab shows how it went.
        deliverSoon(ctx);
        return ok(queued);
      },
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "System",
          auth: "admin",
          summary: "Queue a test message to an e-mail address or a phone through the server's mail or SMS settings",
          description:
            "At most 10 an hour per admin, whatever the addresses; beyond that 429 with Retry-After, the seconds until the oldest of the hour leaves the window.",
          body: named("TestMessage", testMessageSchema),
          answer: "TestMessage",
          errors: [429],
        }),
      },
    );
};
