// The HTTP application: composes the plugins and the resource routes. It never listens;
// `serve` does that, and tests call `createApp(ctx).handle(request)`.
import { Elysia } from "elysia";
import { anonymousActor } from "#core/actor";
import { recordRefusal } from "#core/audit/audit-log";
import type { AppContext } from "#core/context";
import { failFastOnLocks } from "#core/db/db";
import { DomainError } from "#shared/errors";
import { createErrorMapper } from "./plugins/error-mapper";
import { cappedJsonBody } from "./plugins/json-body";
import { assertBodyWithinLimit, assertSameOrigin } from "./plugins/request-guards";
import { securityHeadersFor } from "./plugins/security-headers";
import { requestMeta } from "./request-meta";
import { requestPath } from "./request-path";
import { createUntrustedForwardingWarning } from "./untrusted-forwarding";
import { reportUntrustedForwarding } from "#core/setup/server-report";
import { adminRoutes } from "./routes/admin";
import { memberAccountRoutes, memberCredibilityRoutes } from "./routes/member-account";
import { accountSecurityRoutes } from "./routes/account-security";
import { memberAuthRoutes } from "./routes/member-auth";
import { healthRoutes } from "./routes/health";
import { paymentWebhookRoutes } from "./routes/payment-webhooks";
import { memberClaimRoutes } from "./routes/claims";
import { memberDeadlineRoutes } from "./routes/claim-deadlines";
import { deadlineNoticeRoutes } from "./routes/deadline-notices";
import { memberClaimMessageRoutes } from "./routes/claim-messages";
import { publicContentRoutes } from "./routes/public-content";
import { systemStatusRoutes } from "./routes/system-status";
import { apiDocsRoutes } from "./routes/api-docs";
import { statsRoutes } from "./routes/stats";
import { setupChecklistRoutes } from "./routes/setup-checklist";
import type { ServedRoute } from "./openapi/document";
import { metricsPlugin } from "./metrics";
import { REQUEST_ID_HEADER, trackedOf, trackRequest } from "./request-tracking";
import { createScheduledBackups, type ScheduledBackups } from "./scheduled-backups";
import { clientAddressOf } from "./client-address";
import { carriesBody, createBodiesInFlight } from "./bodies-in-flight";
import { peerAddressOf } from "./gate-peers";
import { cookieValue } from "./cookie-value";
import { createStaticSite } from "./static";
import { createVisitorCookies } from "./visitor-cookie";
import { signedInHintFor } from "./signed-in-hint";
import { onlineVisitorsOf } from "./online-now";
import { readMemberToken } from "./plugins/member-session";
import { readAdminToken } from "./plugins/admin-session";
import { leftOutOfDocument } from "./openapi/route-doc";

export function createApp(ctx: AppContext, extras: { backups?: ScheduledBackups } = {}) {
  // The server never waits for a lock on its event loop: writes that meet one yield and retry.
  failFastOnLocks(ctx.db);
  const site = createStaticSite(ctx.config.webRoot);
  const warnIfUntrustedForwarding = createUntrustedForwardingWarning(ctx.log, ctx.config.trustedProxies, (peer, header) => {
    try {
      reportUntrustedForwarding(ctx, peer, header);
    } catch (error) {
      // The log line above already told the operator; a busy database only costs the checklist line.
      ctx.log.warn("setup_report_failed", { line: "trustedProxies", message: error instanceof Error ? error.message : String(error) });
    }
  });
  const visitors = onlineVisitorsOf(ctx);
  const visitorCookies = createVisitorCookies(ctx);
  const backups = extras.backups ?? createScheduledBackups(ctx);
  const securityHeaders = securityHeadersFor(ctx.config.baseUrl);
  const bodiesInFlight = createBodiesInFlight(ctx.config.connectionsPerAddress);

  // Filled once the app is put together below: the OpenAPI document describes every route it serves.
  const servedRoutes: ServedRoute[] = [];
  const api = new Elysia({ prefix: "/api" })
    .use(healthRoutes(ctx))
    .use(adminRoutes(ctx))
    .use(statsRoutes(ctx))
    .use(setupChecklistRoutes(ctx))
    .use(systemStatusRoutes(ctx, backups))
    .use(memberAuthRoutes(ctx))
    .use(memberAccountRoutes(ctx))
    .use(accountSecurityRoutes(ctx))
    .use(memberCredibilityRoutes(ctx))
    .use(paymentWebhookRoutes(ctx))
    .use(memberClaimRoutes(ctx))
    .use(memberClaimMessageRoutes(ctx))
    .use(memberDeadlineRoutes(ctx))
    .use(deadlineNoticeRoutes(ctx))
    .use(publicContentRoutes(ctx, visitors))
    .use(apiDocsRoutes(ctx, servedRoutes))
    // Any other /api path is a JSON 404, whatever the method.
    .all(
      "/*",
      () => {
        throw new DomainError("not_found", "Not found");
      },
      { detail: leftOutOfDocument("Any other /api path, whatever the method: the JSON 404 every API call can give") },
    );

  const app = new Elysia()
    .use(createErrorMapper(ctx.log))
    .use(metricsPlugin(ctx, backups))
    // One log line per request, after the answer has gone out.
    .onAfterResponse({ as: "global" }, ({ request, route, set }) => {
      bodiesInFlight.leave(request);
      const entry = trackedOf(request);
      if (!entry) return;
      const status = typeof set.status === "number" ? set.status : 200;
      const line = {
        method: request.method,
        route: route || "unmatched",
        status,
        ms: Math.round((performance.now() - entry.startedAt) * 10) / 10,
        requestId: entry.id,
      };
      if (ctx.log.request) ctx.log.request(line);
      else ctx.log.info("request", line);
    })
    .use(cappedJsonBody)
    .onRequest(({ request, set, server }) => {
      Object.assign(set.headers, securityHeaders);
      set.headers[REQUEST_ID_HEADER] = trackRequest(request).id;
      const path = requestPath(request.url);
      if (!path.startsWith("/api/") && path !== "/api") return;
      warnIfUntrustedForwarding(request, () => peerAddressOf(server, request));
      // Users online: a browser that sends back the visitor cookie its page load was given. A
      // member's browser is counted as the member, by the sign-in check, never twice.
      const visitor = cookieValue(request, visitorCookies.name);
      if (visitor && !readMemberToken(ctx, request) && !visitors.refresh(visitor) && visitorCookies.isGenuine(visitor)) {
        visitors.seenVisitor(visitor, clientAddressOf(request, peerAddressOf(server, request), ctx.config.trustedProxies));
      }
      assertBodyWithinLimit(request);
      if (carriesBody(request))
        bodiesInFlight.enter(request, clientAddressOf(request, peerAddressOf(server, request), ctx.config.trustedProxies));
      try {
        assertSameOrigin(request, ctx.config.baseUrl);
      } catch (error) {
        // A refused cross-site change is an access attempt like any other: it is logged.
        if (error instanceof DomainError) {
          const actor = anonymousActor(requestMeta(request, server, ctx.config));
          recordRefusal(ctx, actor, "access", error, `${request.method} ${path}: ${error.message}`);
        }
        throw error;
      }
    })
    .use(api)
    .get(
      "/*",
      async ({ request }) => {
        const url = new URL(request.url);
        // Method-specific routes win over `all`, so unknown GET /api paths arrive here too.
        if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
          throw new DomainError("not_found", "Not found");
        }
        // A member's or an admin's browser gets the app itself, not a visitor's prerendered page.
        const memberSession = Boolean(readMemberToken(ctx, request));
        const signedIn = memberSession || Boolean(readAdminToken(ctx, request));
        const response = site.respond(url.pathname, request.headers.get("accept-encoding"), signedIn);
        if (!response) throw new DomainError("not_found", "Not found");
        if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
        // A page of the app gives its browser the visitor cookie it will send back with its API
        // calls, and brings the signed-in hint in line with the member session cookie.
        if (!visitorCookies.isGenuine(cookieValue(request, visitorCookies.name))) {
          response.headers.append("set-cookie", visitorCookies.issue());
        }
        const hint = signedInHintFor(ctx, request, memberSession);
        if (hint) response.headers.append("set-cookie", hint);
        return response;
      },
      {
        detail: leftOutOfDocument("The web app: its pages (index.html, 404 for unknown paths) and built assets, for browsers, not an API"),
      },
    );
  servedRoutes.push(...app.routes);
  return app;
}
