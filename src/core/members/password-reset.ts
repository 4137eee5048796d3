// Password reset by e-mail or SMS. The request answers the same whether or not an account
// matches, and sends nothing for an unknown one. An e-mail carries a link with a long random
// token; an SMS a 6-digit code that dies at its fifth wrong guess. Tokens are stored only hashed,
// are single use and expire after 10 minutes; an account gets at most 3 requests an hour, and a
// new request ends the older ones. A link's page asks whether it still works before the form shows.
// Completing sets the password (and turns password sign-in back on), ends every other open reset
// and every session of the member, and answers which passkeys remain (decision 0138).
import { DomainError } from "#shared/errors";
import { resetCompleteSchema, resetLinkSchema, resetRequestSchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import type { RequestMeta } from "../actor";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { deliverSoon, enqueue } from "../notifications/outbox";
import { hashPassword } from "../security/passwords";
import { hashToken, newSessionToken } from "../security/tokens";
import { endSessionsOf } from "../sessions/sessions";
import { selectPasskeysWithDevices, turnPasswordSignInOn } from "./passkey-repository";
import { memberActor, memberNotYetKnown, memberUseCase } from "./member-use-case";
import {
  countRecentResets,
  endOpenResetsOf,
  insertResetToken,
  recordWrongGuess,
  selectResetById,
  selectResetByTokenHash,
  selectUserByEmail,
  selectUsersByPhoneDigits,
  setUserPassword,
  useResetToken,
} from "./member-repository";

export const RESET_TOKEN_TTL_MS = 10 * 60_000;
export const RESETS_PER_HOUR = 3;
export const SMS_CODE_GUESSES = 5;
export const RESET_REQUESTED_MESSAGE = "If an account matches, a reset message is on its way.";
export const INVALID_RESET_TOKEN = "This reset link is invalid or has expired. Ask for a new one.";
export const INVALID_RESET_CODE = "Wrong or expired code. Check the text message, or ask for a new code.";

/** What a reset request leaves the requester: the same words whoever asked, and the reset's id. */
export type ResetRequested = { message: string; resetId: string };

const sixDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
/** An SMS code is short: it is bound to its reset id, so a guess can only ever hit one reset. */
const smsTokenHash = (resetId: string, code: string) => hashToken(`${resetId}:${code}`);

/**
 * Answers `{ resetId }` in every case: the id of the reset when an account matched, a random one
 * otherwise, so the answer tells nobody whether an account exists. The SMS page completes with
 * `<resetId>.<code>`; the e-mail link carries its own token.
 */
export function requestPasswordReset(ctx: AppContext, meta: RequestMeta, input: unknown): ResetRequested {
  const { identifier, resetType } = parseInput(resetRequestSchema, input);
  const resetId = crypto.randomUUID();
  const queued = memberUseCase(ctx, memberNotYetKnown(meta), null, ({ commit }) =>
    commit((tx) => {
      const now = ctx.clock.now();
      const user = resetType === "email" ? selectUserByEmail(tx, identifier) : singleOrNone(selectUsersByPhoneDigits(tx, identifier));
      if (!user || !user.isActive) return { result: false };
      if (countRecentResets(tx, user.id, new Date(now.getTime() - 60 * 60_000)) >= RESETS_PER_HOUR) return { result: false };
      // The newest request is the one that counts: a member who asked twice holds one live link
      // (or code), and an older message still in a mailbox opens onto "ask for a new one".
      endOpenResetsOf(tx, user.id);
      const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
      if (resetType === "email") {
        const token = newSessionToken();
        insertResetToken(tx, {
          id: resetId,
          userId: user.id,
          token: hashToken(token),
          resetType,
          email: user.email,
          expiresAt,
          createdAt: now,
        });
        const link = `${ctx.config.baseUrl.replace(/\/+$/, "")}/reset-password?token=${token}`;
        enqueue(tx, {
          userId: user.id,
          channel: "email",
          purpose: "password_reset",
          recipient: user.email,
          subject: "Reset your AAN password",
          body: `Someone asked to reset the password of your AAN account ${user.username}.\n\nTo choose a new password, open this link within 10 minutes:\n${link}\n\nIf this was not you, ignore this message: your password stays as it is.`,
          secretExpiresAt: expiresAt,
          createdAt: now,
        });
      } else {
        const code = sixDigits();
        insertResetToken(tx, {
          id: resetId,
          userId: user.id,
          token: smsTokenHash(resetId, code),
          resetType,
          phone: user.phone,
          expiresAt,
          createdAt: now,
        });
        enqueue(tx, {
          userId: user.id,
          channel: "sms",
          purpose: "password_reset",
          recipient: user.phone,
          subject: null,
          body: `AAN password reset code: ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
          secretExpiresAt: expiresAt,
          createdAt: now,
        });
      }
      return {
        result: true,
        activity: { action: "reset.requested", description: `Password reset requested by ${resetType}`, userId: user.id },
      };
    }),
  );
  if (queued) deliverSoon(ctx);
  return { message: RESET_REQUESTED_MESSAGE, resetId };
}

/** A phone number may belong to several members; then it names none of them. */
function singleOrNone<T>(rows: T[]): T | undefined {
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * Whether an e-mailed link still works, asked when its page opens: a dead link (used, expired, or
 * ended by a newer request) says so before the member types a new password twice. Only a link's
 * token is looked up (an SMS code is bound to its reset id and never matches), and nothing changes:
 * no guess is counted, and the answer tells nothing a 256-bit token's holder does not know.
 */
export function checkResetLink(ctx: AppContext, input: unknown): { expiresAt: string } {
  const { token } = parseInput(resetLinkSchema, input);
  const reset = selectResetByTokenHash(ctx.db, hashToken(token));
  if (!reset || reset.resetType !== "email" || reset.isUsed || reset.expiresAt <= ctx.clock.now()) {
    throw new DomainError("invalid", INVALID_RESET_TOKEN, [{ path: "token", message: INVALID_RESET_TOKEN }]);
  }
  return { expiresAt: reset.expiresAt.toISOString() };
}

/** Completes a reset: `token` is the e-mailed token, or `<resetId>.<code>` for an SMS. */
export async function completePasswordReset(ctx: AppContext, meta: RequestMeta, input: unknown) {
  const { token, newPassword } = parseInput(resetCompleteSchema, input);
  const smsForm = /^([0-9a-f-]{36})\.(\d{6})$/i.exec(token);
  const reset = smsForm ? selectResetById(ctx.db, smsForm[1]!) : selectResetByTokenHash(ctx.db, hashToken(token));
  const now = ctx.clock.now();
  // The member typed a code or opened a link: the refusal names the one they used.
  const message = smsForm ? INVALID_RESET_CODE : INVALID_RESET_TOKEN;
  const invalid = () => new DomainError("invalid", message, [{ path: "token", message }]);
  if (!reset || reset.isUsed || reset.expiresAt <= now || reset.attempts >= SMS_CODE_GUESSES) throw invalid();
  if (smsForm) {
    if (reset.resetType !== "sms") throw invalid();
    if (smsTokenHash(reset.id, smsForm[2]!) !== reset.token) {
      writeTransaction(ctx.db, (tx) => recordWrongGuess(tx, reset.id));
      throw invalid();
    }
  }
  const passwordHash = await hashPassword(ctx, newPassword, meta.clientAddress ?? "unknown");
  // The reset names the member: from here on it is their use case.
  return memberUseCase(ctx, memberActor(reset, meta), null, ({ commit }) =>
    commit((tx) => {
      // Single use, decided here: a second completion racing this one finds it used.
      if (!useResetToken(tx, reset.id, now, SMS_CODE_GUESSES)) throw invalid();
      setUserPassword(tx, reset.userId, passwordHash);
      // The reset is the way back in: the new password signs in, whatever the switch said before.
      turnPasswordSignInOn(tx, reset.userId);
      // An older link or code, still in a mailbox, must not set the password a second time.
      endOpenResetsOf(tx, reset.userId);
      const ended = endSessionsOf({ ...ctx, db: tx }, "member", reset.userId);
      return {
        result: {
          message: "Password has been reset. Please sign in with your new password.",
          // Which passkeys still sign in: one the member lost is revoked from the account page.
          passkeys: selectPasskeysWithDevices(tx, reset.userId).map((key) => ({
            deviceName: key.deviceName,
            createdAt: key.createdAt.toISOString(),
            lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
          })),
        },
        activity: { action: "reset.completed", description: `Password reset; ${ended} session(s) ended` },
      };
    }),
  );
}
