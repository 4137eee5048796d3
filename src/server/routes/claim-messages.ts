// /api/claims/:id/messages and /api/admin/claims/:id/messages: the thread inside each claim
// (decision 0081). A message is JSON { text }, or multipart with a `text` field and `files` parts
// under the documents' upload rules, through the same streaming reader and the same
// keep-once-committed rename as documents.
import { Elysia } from "elysia";
import type { StoredUpload } from "#core/claims/document-store";
import { keepOnceCommitted } from "#core/claims/document-objects";
import {
  assertMemberMessageAllowed,
  assertOperativeMessageAllowed,
  memberThread,
  memberThreadMark,
  memberUnread,
  operativeThread,
  operativeThreadMark,
  operativeUnread,
  sendMemberMessage,
  sendOperativeMessage,
} from "#core/claims/messages";
import type { AppContext } from "#core/context";
import { adminStillSignedIn, memberStillSignedIn } from "#core/sessions/still-signed-in";
import { ok } from "#shared/answer";
import { newMessageSchema, threadPageQuerySchema } from "#shared/schemas/claim-messages";
import { claimIdSchema } from "#shared/schemas/claims";
import { readUploadForm } from "../multipart-uploads";
import { jsonOrFiles, named, routeDoc, type RouteDoc } from "../openapi/route-doc";
import { UPLOAD_ROUTE_DESCRIPTION } from "../openapi/upload-doc";
import { adminAuth, readAdminToken } from "../plugins/admin-session";
import { STREAMED_UPLOAD } from "../plugins/json-body";
import { memberAuth, readMemberToken } from "../plugins/member-session";
import { threadEventsOf, threadStream, type StreamRequest, type StreamScope } from "../thread-events";
import { writer } from "../group-commit";

const STREAM_RULES =
  'A heartbeat comment every 5 s. Holds no transaction. At most 5 streams per member or admin (a sixth ends the oldest, which is told `event: closed` with `{"reason":"replaced"}`); a server holding its cap answers 503 with Retry-After. Ends within a heartbeat of a sign-out, a revoked device or a deactivation (`{"reason":"signed_out"}`), when the client goes away and when the server stops.';
const EVENTS_ANSWER = {
  contentType: "text/event-stream",
  description: `Server-Sent Events: \`event: thread\` with \`{"claimId": "…", "lastSeq": N}\` at once and whenever the thread moves on (then read the messages again). ${STREAM_RULES}`,
};
const ALL_EVENTS_ANSWER = {
  contentType: "text/event-stream",
  description: `Server-Sent Events: \`event: ready\` at once (read the open threads again), then \`event: thread\` with \`{"claimId": "…", "lastSeq": N}\` whenever one of the watched threads moves on. ${STREAM_RULES}`,
};

const MESSAGE_BODY = named("NewMessage", newMessageSchema);
const MESSAGE_DESCRIPTION = `JSON { "text": "…" } (1 to 5,000 characters), or multipart/form-data with a \`text\` field and files. The files follow the documents' rules and become documents of the claim: ${UPLOAD_ROUTE_DESCRIPTION}`;

const declaredLength = (request: Request) => Number(request.headers.get("content-length") ?? 0);

/**
 * Sends one message: JSON at once; a multipart form once its files are on disk (checked before a
 * byte is read by `allowed`, which answers whose folder they go to), their final names given
 * only after the COMMIT of their rows.
 */
async function sendMessage<A>(
  ctx: AppContext,
  request: Request,
  body: unknown,
  allowed: (declaredBytes: number | null) => string,
  read: (ownerId: string) => Promise<{ uploads: StoredUpload[]; fields: Record<string, string> }>,
  send: (input: unknown, uploads: StoredUpload[]) => Promise<A>,
): Promise<A> {
  if (body !== STREAMED_UPLOAD) return send(body, []);
  const ownerId = allowed(declaredLength(request));
  const { uploads, fields } = await read(ownerId);
  return keepOnceCommitted(ctx, uploads, () => send({ text: fields.text }, uploads));
}

/** A read of one claim's thread: a claim the reader may not see is a 404. */
const threadReadDoc = <const A extends RouteDoc["answer"]>(auth: RouteDoc["auth"], summary: string, answer: A, paged = false) =>
  routeDoc({
    tag: "Claims",
    auth,
    summary,
    params: { id: claimIdSchema },
    ...(paged ? { query: named("ThreadPageQuery", threadPageQuerySchema) } : {}),
    answer,
    errors: paged ? [400, 404] : [404],
  });

/** After a message's COMMIT, the open streams of its thread hear of it at once. */
async function thenTellWatchers<T>(ctx: AppContext, sent: Promise<T>): Promise<T> {
  const answer = await sent;
  threadEventsOf(ctx).changed();
  return answer;
}

/** A member's stream: counted against the member's cap, ended once their session no longer signs in. */
const memberStream = (ctx: AppContext, userId: string, request: Request, scope: StreamScope, lastSeq?: number): StreamRequest => {
  const token = readMemberToken(ctx, request);
  return { holder: `member:${userId}`, scope, lastSeq, stillSignedIn: () => memberStillSignedIn(ctx, token) };
};

/** An admin's stream: counted against the admin's cap, ended once their session no longer signs in. */
const adminStream = (ctx: AppContext, adminId: string, request: Request, scope: StreamScope, lastSeq?: number): StreamRequest => {
  const token = readAdminToken(ctx, request);
  return { holder: `admin:${adminId}`, scope, lastSeq, stillSignedIn: () => adminStillSignedIn(ctx, token) };
};

export const memberClaimMessageRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return (
    new Elysia()
      .use(memberAuth(ctx))
      // Reading marks the thread read: a write, so it waits for another process's lock like every write.
      .get("/claims/:id/messages", ({ signedIn, params, query }) => write(() => ok(memberThread(ctx, signedIn, params.id, query))), {
        requireMember: true,
        ...threadReadDoc(
          "member",
          "A page of the messages of one of the member's claims, oldest first (the newest 50 by default); reading the newest marks them read",
          "ClaimMessages",
          true,
        ),
      })
      .get(
        "/claims/:id/messages/events",
        ({ signedIn, params, request }) => {
          const { claimId, lastSeq } = memberThreadMark(ctx, signedIn, params.id);
          return threadStream(ctx, memberStream(ctx, signedIn.userId, request, { claimId }, lastSeq), request.signal);
        },
        // EventSource sends the cookies, never the device headers.
        {
          requireMemberCookies: true,
          ...threadReadDoc("member-cookies", "A live stream of one of the member's claim threads (Server-Sent Events)", EVENTS_ANSWER),
        },
      )
      .get(
        "/user/messages/events",
        ({ signedIn, request }) =>
          threadStream(ctx, memberStream(ctx, signedIn.userId, request, { userId: signedIn.userId }), request.signal),
        {
          requireMemberCookies: true,
          ...routeDoc({
            tag: "Claims",
            auth: "member-cookies",
            summary: "A live stream of every thread of the member's claims (Server-Sent Events): the web's one stream per browser",
            answer: ALL_EVENTS_ANSWER,
          }),
        },
      )
      .get("/user/unread-messages", ({ signedIn }) => ok(memberUnread(ctx, signedIn)), {
        requireMember: true,
        ...routeDoc({
          tag: "Claims",
          auth: "member",
          summary: "The operatives' messages the member has not read yet, per claim",
          answer: "UnreadCounts",
        }),
      })
      .post(
        "/claims/:id/messages",
        ({ signedIn, meta, params, body, request }) =>
          thenTellWatchers(
            ctx,
            sendMessage(
              ctx,
              request,
              body,
              (declared) => (assertMemberMessageAllowed(ctx, meta, signedIn, params.id, declared), signedIn.userId),
              (ownerId) => readUploadForm(ctx, request, ownerId),
              (input, uploads) => write(() => ok(sendMemberMessage(ctx, meta, signedIn, params.id, input, uploads))),
            ),
          ),
        {
          requireMember: true,
          ...routeDoc({
            tag: "Claims",
            auth: "member",
            summary: "Write on one of the member's claims (at most 20 messages a minute)",
            description: MESSAGE_DESCRIPTION,
            params: { id: claimIdSchema },
            body: jsonOrFiles(MESSAGE_BODY),
            answer: "ClaimMessageSent",
            errors: [403, 404, 409, 413, 415, 429],
          }),
        },
      )
  );
};

export const adminClaimMessageRoutes = (ctx: AppContext) => {
  const write = writer(ctx);
  return new Elysia()
    .use(adminAuth(ctx))
    .get("/claims/:id/messages", ({ actor, params, query }) => write(() => ok(operativeThread(ctx, actor, params.id, query))), {
      requireAdmin: true,
      ...threadReadDoc(
        "admin",
        "A page of the messages of any claim, oldest first (the newest 50 by default); reading the newest marks them read for the operatives",
        "ClaimMessages",
        true,
      ),
    })
    .get(
      "/claims/:id/messages/events",
      ({ admin, actor, params, request }) => {
        const { claimId, lastSeq } = operativeThreadMark(ctx, actor, params.id);
        return threadStream(ctx, adminStream(ctx, admin.id, request, { claimId }, lastSeq), request.signal);
      },
      {
        requireAdmin: true,
        ...threadReadDoc("admin", "A live stream of any claim's thread (Server-Sent Events)", EVENTS_ANSWER),
      },
    )
    .get(
      "/messages/events",
      ({ admin, request }) => threadStream(ctx, adminStream(ctx, admin.id, request, { everyClaim: true }), request.signal),
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Claims",
          auth: "admin",
          summary: "A live stream of every claim's thread (Server-Sent Events): the panel's one stream per browser",
          answer: ALL_EVENTS_ANSWER,
        }),
      },
    )
    .get("/unread-messages", () => ok(operativeUnread(ctx)), {
      requireAdmin: true,
      ...routeDoc({
        tag: "Claims",
        auth: "admin",
        summary: "The members' messages no operative has read yet, per claim (the claims queue's counts)",
        answer: "UnreadCounts",
      }),
    })
    .post(
      "/claims/:id/messages",
      ({ actor, params, body, request }) =>
        thenTellWatchers(
          ctx,
          sendMessage(
            ctx,
            request,
            body,
            (declared) => assertOperativeMessageAllowed(ctx, actor, params.id, declared),
            (ownerId) => readUploadForm(ctx, request, ownerId),
            (input, uploads) => write(() => ok(sendOperativeMessage(ctx, actor, params.id, input, uploads))),
          ),
        ),
      {
        requireAdmin: true,
        ...routeDoc({
          tag: "Claims",
          auth: "admin",
          summary: "Write to the member on any open claim (audited); the member is told without the message's content",
          description: MESSAGE_DESCRIPTION,
          params: { id: claimIdSchema },
          body: jsonOrFiles(MESSAGE_BODY),
          answer: "ClaimMessageSent",
          errors: [404, 409, 413, 415],
        }),
      },
    );
};
