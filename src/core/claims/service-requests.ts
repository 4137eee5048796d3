// Service requests (§3 service_requests): anyone may ask for a service, a signed-in member's
// request carries their id. Visitors are limited per client address and members per account, so
// the form cannot be used to fill the database; the count and the insert share one BEGIN
// IMMEDIATE transaction, so concurrent requests cannot pass the limit together.
import type { ServiceRequestAnswer, ServiceRequestsAnswer, ServiceRequestView } from "#shared/answers/claims";
import { SUPPORT_RESPONSE_TEXT } from "#shared/billing-policy";
import { SERVICE_TYPE_NAMES } from "#shared/claim-words";
import { DomainError } from "#shared/errors";
import { serviceRequestSchema } from "#shared/schemas/claims";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { recordActivity } from "../members/activity";
import type { SignedInMember } from "../members/members";
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

export function submitServiceRequest(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember | null,
  input: unknown,
): ServiceRequestAnswer {
  const request = parseInput(serviceRequestSchema, input);
  return writeTransaction(ctx.db, (tx) => {
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - HOUR_MS);
    if (signedIn) {
      if (countRequestsBy(tx, signedIn.userId, since) >= MEMBER_REQUESTS_PER_HOUR)
        throw new DomainError("throttled", TOO_MANY_MEMBER_REQUESTS);
    } else if (countRequestsFrom(tx, meta.clientAddress ?? "unknown", since) >= VISITOR_REQUESTS_PER_HOUR) {
      throw new DomainError("throttled", TOO_MANY_REQUESTS);
    }
    const row = insertServiceRequest(tx, {
      ...request,
      userId: signedIn?.userId ?? null,
      clientAddress: meta.clientAddress ?? "unknown",
      files: [],
      createdAt: now,
    });
    if (signedIn)
      recordActivity(tx, now, signedIn.userId, "service_request.sent", meta, `${SERVICE_TYPE_NAMES[request.serviceType]} requested`);
    return {
      success: true as const,
      message: `Service request received. ${SUPPORT_RESPONSE_TEXT}`,
      request: toView({ ...row, username: signedIn?.member.username ?? null }),
    };
  });
}

const LIST_LIMIT = 200;
export const listOwnServiceRequests = (ctx: AppContext, signedIn: SignedInMember): ServiceRequestsAnswer => ({
  success: true as const,
  requests: selectServiceRequests(ctx.db, { userId: signedIn.userId }, LIST_LIMIT).map(toView),
});
export const listServiceRequests = (ctx: AppContext): ServiceRequestsAnswer => ({
  success: true as const,
  requests: selectServiceRequests(ctx.db, {}, LIST_LIMIT).map(toView),
});
