// The purchase and access countdown windows (spec §3, §4, §7). The client starts both at the
// member's first sign-in; starting one again answers the same deadline, never a new one: the
// start time is set by one conditional statement and never moved. Window lengths are
// configuration (AAN_PURCHASE_WINDOW_HOURS, AAN_ACCESS_WINDOW_HOURS).
import type { CountdownDeadlineAnswer, CountdownStatusAnswer } from "#shared/answers/members";
import type { Result } from "#shared/answer";
import { DomainError } from "#shared/errors";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { memberActor, memberUseCase } from "./member-use-case";
import { selectUserById, startCountdownOnce, type CountdownKind } from "./member-repository";
import type { SignedInMember } from "./signed-in-member";
import { isPayingMember } from "../subscriptions/subscriptions";

export const ACCESS_WINDOW_EXPIRED = "Access window expired";
const HOUR_MS = 60 * 60 * 1000;

function windowMs(ctx: AppContext, kind: CountdownKind): number {
  return (kind === "purchase" ? ctx.config.purchaseWindowHours : ctx.config.accessWindowHours) * HOUR_MS;
}

function deadlines(ctx: AppContext, userId: string) {
  const user = selectUserById(ctx.db, userId);
  const deadline = (start: Date | null | undefined, kind: CountdownKind) =>
    start ? new Date(start.getTime() + windowMs(ctx, kind)) : null;
  return { purchase: deadline(user?.purchaseCountdownStart, "purchase"), access: deadline(user?.accessCountdownStart, "access") };
}

export function countdownStatus(ctx: AppContext, signedIn: SignedInMember): Result<CountdownStatusAnswer> {
  const { purchase, access } = deadlines(ctx, signedIn.userId);
  return {
    purchaseDeadline: purchase?.toISOString() ?? null,
    accessDeadline: access?.toISOString() ?? null,
    hasPurchaseCountdown: purchase !== null,
    hasAccessCountdown: access !== null,
  };
}

export function startCountdown(
  ctx: AppContext,
  meta: RequestMeta,
  signedIn: SignedInMember,
  kind: CountdownKind,
): Result<CountdownDeadlineAnswer> {
  memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit((tx) => {
      const started = startCountdownOnce(tx, signedIn.userId, kind, ctx.clock.now());
      const description = `${kind === "purchase" ? "Purchase" : "Access"} window started`;
      return { result: undefined, activity: started ? { action: "countdown.started", description } : [] };
    }),
  );
  const deadline = deadlines(ctx, signedIn.userId)[kind]!;
  return { deadline: deadline.toISOString() };
}

/**
 * Member-only data is refused once the access window has passed, unless the member pays (a
 * subscription that is active, or suspended and still payable). A window not started yet has not passed.
 */
export function requireAccessWindow(ctx: AppContext, signedIn: SignedInMember): void {
  if (isPayingMember(ctx.db, signedIn.userId, ctx.clock.now())) return;
  const { access } = deadlines(ctx, signedIn.userId);
  if (access && access.getTime() <= ctx.clock.now().getTime()) throw new DomainError("forbidden", ACCESS_WINDOW_EXPIRED);
}
