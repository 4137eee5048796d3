// Service requests (§3 service_requests): anyone may ask for a service, a signed-in member's
// request carries their id (requestServiceAsVisitor, requestServiceAsMember). Visitors are
// limited per client address and members per account, so the form cannot be used to fill the database; the count and the insert share one BEGIN
// IMMEDIATE transaction, so concurrent requests cannot pass the limit together.
import type { ServiceRequestAnswer, ServiceRequestsAnswer, ServiceRequestView } from "#shared/answers/claims";
import { SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { SERVICE_TYPE_NAMES } from "#shared/claim-words";
import type { Result } from "#shared/answer";
import { throttledError } from "#shared/errors";
import { serviceRequestSchema } from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction, type Db } from "../db/db";
import type { SignedInMember } from "../members/signed-in-member";
import { memberActor, memberUseCase } from "../members/member-use-case";
import { secondsUntilFree } from "../security/rate-window";
import {
  countRequestsBy,
  countRequestsFrom,
  insertServiceRequest,
  selectServiceRequests,
  type ServiceRequestRow,
} from "./claim-repository";

/** A visitor's address may send this many requests an hour. */
export const VISITOR_REQUESTS_PER_HOUR = 5;
export const TOO_MANY_REQUESTS = "Too many requests from this address. Please try again in an hour.";
/**
 * A member may send this many an hour: several times a visitor's, since a member files a request
 * per claim, yet a bound on what one account can add to the database (docs/decisions/0059).
 */
export const MEMBER_REQUESTS_PER_HOUR = 20;
export const TOO_MANY_MEMBER_REQUESTS = `You have sent ${MEMBER_REQUESTS_PER_HOUR} service requests in the last hour. Please try again later.`;
const HOUR_MS = 60 * 60 * 1000;

const toView = (row: ServiceRequestRow): ServiceRequestView => ({
  id: row.id,
  userId: row.userId,
  username: row.username,
  name: row.name,
  email: row.email,
  phone: row.phone,
  serviceType: row.serviceType,
  planType: row.planType,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

type ServiceRequestInput = ReturnType<typeof parseRequest>;
const parseRequest = (input: unknown) => parseInput(serviceRequestSchema, input);

/** The request as stored, and as answered to whoever sent it. */
function insertRequest(tx: Db, meta: RequestMeta, request: ServiceRequestInput, signedIn: SignedInMember | null, now: Date) {
  const row = insertServiceRequest(tx, {
    ...request,
    userId: signedIn?.userId ?? null,
    clientAddress: meta.clientAddress ?? "unknown",
    files: [],
    createdAt: now,
  });
  return {
    message: `Service request received. ${SUPPORT_RESPONSE_TEXT}`,
    request: toView({ ...row, username: signedIn?.member.username ?? null }),
  };
}

const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS);

/** Someone not signed in asks for a service: limited per client address. */
export function requestServiceAsVisitor(ctx: AppContext, meta: RequestMeta, input: unknown): Result<ServiceRequestAnswer> {
  const request = parseRequest(input);
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const sent = countRequestsFrom(tx, meta.clientAddress ?? "unknown", hourBefore(now));
    if (sent.count >= VISITOR_REQUESTS_PER_HOUR) throw throttledError(TOO_MANY_REQUESTS, secondsUntilFree(sent.oldestAt, HOUR_MS, now));
    return insertRequest(tx, meta, request, null, now);
  });
}

/** A signed-in member asks for a service: limited per account, recorded in their activity. */
export function requestServiceAsMember(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  input: unknown,
): Result<ServiceRequestAnswer> {
  const request = parseRequest(input);
  return memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit((tx) => {
      const now = ctx.clock.now();
      const sent = countRequestsBy(tx, signedIn.userId, hourBefore(now));
      if (sent.count >= MEMBER_REQUESTS_PER_HOUR)
        throw throttledError(TOO_MANY_MEMBER_REQUESTS, secondsUntilFree(sent.oldestAt, HOUR_MS, now));
      return {
        result: insertRequest(tx, meta, request, signedIn, now),
        activity: { action: "service_request.sent", description: `${SERVICE_TYPE_NAMES[request.serviceType]} requested` },
      };
    }),
  );
}

const LIST_LIMIT = 200;
export const listOwnServiceRequests = (ctx: AppContext, signedIn: SignedInMember): Result<ServiceRequestsAnswer> => ({
  requests: selectServiceRequests(ctx.db, { userId: signedIn.userId }, LIST_LIMIT).map(toView),
});
export const listServiceRequests = (ctx: AppContext): Result<ServiceRequestsAnswer> => ({
  requests: selectServiceRequests(ctx.db, {}, LIST_LIMIT).map(toView),
});
