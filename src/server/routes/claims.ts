// /api/claims, /api/documents and /api/service-requests: what members file and upload; and the
// admins' side under /api/admin (claims queue, documents, service requests).
import { Elysia } from "elysia";
import {
  cancelOwnClaim,
  changeClaimStatus,
  fileClaim,
  listClaims,
  listMemberClaims,
  memberClaimDetail,
  setClaimState,
  setOwnClaimState,
  showClaim,
} from "#core/claims/claims";
import {
  addClaimDocuments,
  assertUploadAllowed,
  openDocumentAsAdmin,
  openDocumentAsMember,
  type OpenedDocument,
} from "#core/claims/documents";
import { documentObjects, keepOnceCommitted } from "#core/claims/document-objects";
import {
  listOwnServiceRequests,
  listServiceRequests,
  requestServiceAsMember,
  requestServiceAsVisitor,
} from "#core/claims/service-requests";
import type { AppContext } from "#core/context";
import { authenticateMember } from "#core/members/members";
import { adminAuth } from "../plugins/admin-session";
import { memberAuth, presentedDevice, readMemberToken } from "../plugins/member-session";
import { readUploads } from "../multipart-uploads";
import { requestMeta } from "../request-meta";
import { writer } from "../group-commit";
import { ok } from "#shared/answer";
import { DomainError } from "#shared/errors";
import { DOWNLOAD_ANSWER, named, routeDoc } from "../openapi/route-doc";
import { UPLOAD_ROUTE_DESCRIPTION } from "../openapi/upload-doc";
import {
  claimIdSchema,
  claimListSchema,
  claimStateChangeSchema,
  claimStatusChangeSchema,
  documentIdSchema,
  newClaimSchema,
  serviceRequestSchema,
} from "#shared/schemas/claims";

/** A document whose row is kept but whose file is gone (deleted by hand, lost with a disk). */
export const DOCUMENT_FILE_MISSING = "The file of this document is missing";

/**
 * A stored file as a download: never shown inline, never sniffed into something else. The file is
 * looked for first: a missing one is a 404 answered and logged like any other, where Bun would
 * fail the answer only while sending it (a 500 logged as 200). The operator's log says which.
 */
async function download(ctx: AppContext, { row }: OpenedDocument): Promise<Response> {
  const stored = await documentObjects(ctx).open(row.userId, row.filename);
  if (!stored) {
    ctx.log.error("document_file_missing", { documentId: row.id, claimId: row.claimId });
    throw new DomainError("not_found", DOCUMENT_FILE_MISSING);
  }
  const name = row.originalFilename;
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(stored.body, {
    headers: {
      "content-type": row.mimeType,
      // A file is measured by Bun itself; an object's stream is not.
      ...(stored.body instanceof Blob ? {} : { "content-length": String(stored.size) }),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

export const memberClaimRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return (
    new Elysia()
      .use(memberAuth(ctx))
      .post("/claims", ({ signedIn, meta, body }) => write(() => ok(fileClaim(ctx, meta, signedIn, body))), {
        requireMember: true,
        ...routeDoc({
          tag: "Claims",
          auth: "member",
          summary: "File a claim; takes one unit of the package's quota for its service",
          body: named("NewClaim", newClaimSchema),
          answer: "ClaimChange",
          errors: [403, 409],
        }),
      })
      .get("/claims", ({ signedIn, query }) => ok(listMemberClaims(ctx, signedIn, query)), {
        requireMember: true,
        ...routeDoc({
          tag: "Claims",
          auth: "member",
          summary: "The member's claims, filtered, 25 a page",
          query: named("ClaimQuery", claimListSchema),
          answer: "Claims",
        }),
      })
      .get("/claims/:id", ({ signedIn, params }) => ok(memberClaimDetail(ctx, signedIn, params.id)), {
        requireMember: true,
        ...routeDoc({
          tag: "Claims",
          auth: "member",
          summary: "One of the member's claims with its documents and history",
          params: { id: claimIdSchema },
          answer: "ClaimDetail",
          errors: [404],
        }),
      })
      .post("/claims/:id/cancel", ({ signedIn, meta, params }) => write(() => ok(cancelOwnClaim(ctx, meta, signedIn, params.id))), {
        requireMember: true,
        ...routeDoc({
          tag: "Claims",
          auth: "member",
          summary: "Cancel one of the member's claims while it is still submitted",
          params: { id: claimIdSchema },
          answer: "ClaimChange",
          errors: [404, 409],
        }),
      })
      .put(
        "/claims/:id/state",
        ({ signedIn, meta, params, body }) => write(() => ok(setOwnClaimState(ctx, meta, signedIn, params.id, body))),
        {
          requireMember: true,
          ...routeDoc({
            tag: "Claims",
            auth: "member",
            summary: "Set the state of one of the member's claims (null clears it); its deadlines follow",
            params: { id: claimIdSchema },
            body: named("ClaimStateChange", claimStateChangeSchema),
            answer: "ClaimChange",
            errors: [404],
          }),
        },
      )
      .post(
        "/claims/:id/documents",
        async ({ signedIn, meta, params, request }) => {
          assertUploadAllowed(ctx, meta, signedIn, params.id, Number(request.headers.get("content-length") ?? 0));
          const uploads = await readUploads(ctx, request, signedIn.userId);
          // The files get their final names only after the COMMIT of their rows (a refused or failed one removes them).
          return keepOnceCommitted(ctx, uploads, () => write(() => ok(addClaimDocuments(ctx, meta, signedIn, params.id, uploads))));
        },
        {
          requireMember: true,
          ...routeDoc({
            tag: "Claims",
            auth: "member",
            summary: "Upload documents to one of the member's claims",
            description: UPLOAD_ROUTE_DESCRIPTION,
            params: { id: claimIdSchema },
            body: "multipart",
            answer: "DocumentsAdded",
            errors: [403, 404, 409],
          }),
        },
      )
      .get(
        "/documents/:id",
        ({ signedIn, params }) => {
          return download(ctx, openDocumentAsMember(ctx, signedIn, params.id));
        },
        // A link the browser follows carries the cookies, never the device headers.
        {
          requireMemberCookies: true,
          ...routeDoc({
            tag: "Claims",
            auth: "member-cookies",
            summary: "Download a document of one of the member's claims",
            description:
              "A link the browser follows: the session and device cookies, no device headers. Another member's document is a 404.",
            params: { id: documentIdSchema },
            answer: {
              contentType: "application/octet-stream",
              format: "binary",
              description: "The stored file as an attachment (its own content type, never shown inline)",
            },
            errors: [404],
          }),
        },
      )
      .get("/service-requests", ({ signedIn }) => ok(listOwnServiceRequests(ctx, signedIn)), {
        requireMember: true,
        ...routeDoc({ tag: "Claims", auth: "member", summary: "The member's service requests", answer: "ServiceRequests" }),
      })
      // Visitors may send one too: a member's session, when there is one, attaches their id.
      .post(
        "/service-requests",
        ({ body, request, server }) => {
          const meta = requestMeta(request, server, ctx.config);
          const token = readMemberToken(ctx, request);
          let signedIn = null;
          if (token) {
            try {
              signedIn = authenticateMember(ctx, token, presentedDevice(ctx, request));
            } catch {
              signedIn = null;
            }
          }
          return write(() => ok(signedIn ? requestServiceAsMember(ctx, meta, signedIn, body) : requestServiceAsVisitor(ctx, meta, body)));
        },
        {
          ...routeDoc({
            tag: "Claims",
            auth: "member-optional",
            summary:
              "Ask for a service; a signed-in member's request carries their account (limited an hour per member, or per address for visitors)",
            body: named("ServiceRequestForm", serviceRequestSchema),
            answer: "ServiceRequestSent",
            errors: [429],
          }),
        },
      )
  );
};

export const adminClaimRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/claims", ({ query }) => ok(listClaims(ctx, query)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "The claims queue, filtered, 25 a page",
        query: named("ClaimQuery", claimListSchema),
        answer: "Claims",
      }),
    })
    .get("/claims/:id", ({ actor, params }) => ok(showClaim(ctx, actor, params.id)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "One claim with its documents and history",
        params: { id: claimIdSchema },
        answer: "ClaimDetail",
        errors: [404],
      }),
    })
    .post("/claims/:id/status", ({ actor, params, body }) => write(() => ok(changeClaimStatus(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "Move a claim one step on (or cancel it), with a note",
        params: { id: claimIdSchema },
        body: named("ClaimStatusChange", claimStatusChangeSchema),
        answer: "ClaimChange",
        errors: [404, 409],
      }),
    })
    .put("/claims/:id/state", ({ actor, params, body }) => write(() => ok(setClaimState(ctx, actor, params.id, body))), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "Set a claim's state (null clears it); its deadlines follow",
        params: { id: claimIdSchema },
        body: named("ClaimStateChange", claimStateChangeSchema),
        answer: "ClaimChange",
        errors: [404],
      }),
    })
    .get(
      "/documents/:id",
      ({ params }) => {
        return download(ctx, openDocumentAsAdmin(ctx, params.id));
      },
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Claims",
          auth: "admin",
          summary: "Download any claim document",
          params: { id: documentIdSchema },
          answer: DOWNLOAD_ANSWER,
          errors: [404],
        }),
      },
    )
    .get("/service-requests", () => ok(listServiceRequests(ctx)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "Service requests from members and visitors, newest first",
        answer: "ServiceRequests",
      }),
    });
};
