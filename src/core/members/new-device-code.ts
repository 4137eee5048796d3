// A new browser at the device cap (decision 0138). The password sign-in refuses it (the device
// limit); with the right password it may ask for a 6-digit code, sent by e-mail or SMS through the
// outbox as a password reset's is, and with that code choose one of the member's devices to
// replace. So a stolen password alone cannot take the last slot quietly: the mailbox or the phone
// must agree, and the member is told either way. Every step counts in the sign-in throttle and is
// audited as a sign-in (member.login) when refused; the replacement signs in as a sign-in does.
import type { Result } from "#shared/answer";
import type { NewDeviceCodeCheckedAnswer, NewDeviceCodeSentAnswer } from "#shared/answers/passkeys";
import { DomainError, throttledError } from "#shared/errors";
import {
  deviceHeadersSchema,
  NEW_DEVICE_CODE_WRONG,
  newDeviceCodeCheckSchema,
  newDeviceCodeRequestSchema,
  newDeviceReplaceSchema,
} from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import { anonymousActor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import { writeTransaction } from "../db/db";
import { deliverSoon, enqueue } from "../notifications/outbox";
import { clearLoginFailures, reserveLoginAttempt, settleLoginFailure } from "../security/login-throttle";
import { hashToken } from "../security/tokens";
import { endSessionsOnDevice, startSession } from "../sessions/sessions";
import { DEVICE_NOT_FOUND, enterDevice, passkeysByDevice, toAdminDeviceView } from "./devices";
import type { PresentedDevice } from "./signed-in-member";
import { memberActor, memberUseCase } from "./member-use-case";
import { deleteDevice, selectDevices, selectUserById, selectUserPlan, setFirstLogin } from "./member-repository";
import {
  afterRightPassword,
  attemptedUsername,
  ACCOUNT_DEACTIVATED,
  enqueueNewDeviceNotice,
  memberView,
  signedInActivity,
  type MemberSignIn,
} from "./members";
import {
  countCodesSince,
  endOpenCodesOf,
  insertNewDeviceCode,
  markCodeVerified,
  recordWrongCodeGuess,
  selectNewDeviceCode,
  spendVerifiedCode,
} from "./new-device-repository";

/** How long a new-device code works. */
export const NEW_DEVICE_CODE_TTL_MS = 10 * 60_000;
/** The fifth wrong guess voids a code. */
export const NEW_DEVICE_CODE_GUESSES = 5;
/** At most this many codes an hour per member: a stolen password must not flood their mailbox. */
export const NEW_DEVICE_CODES_PER_HOUR = 3;
export const NEW_DEVICE_CODE_NOT_NEEDED = "This browser needs no code: sign in with your password";
export const NEW_DEVICE_CODES_THROTTLED = "Too many codes were sent in the last hour. Please try again later.";
/** The throttle's name for guesses at a code nobody was sent: they count per address. */
const UNKNOWN_CODE = "(unknown new-device code)";

const sixDigits = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
/** Bound to its row: a guess can only ever hit the one code it names. */
const codeHash = (id: string, code: string) => hashToken(`new-device:${id}:${code}`);

/** "ja…@example.com" or "…0142": enough for the member to know where to look, not a stranger. */
function partlyHidden(channel: "email" | "sms", recipient: string): string {
  if (channel === "sms") return `…${recipient.replace(/\D/g, "").slice(-4)}`;
  const [name = "", domain = ""] = recipient.split("@");
  return `${name.slice(0, 2)}…@${domain}`;
}

/**
 * Sends the code: the right password, from a browser that is not one of the member's devices,
 * while their device cap is full. Every other case is answered as the sign-in would answer it.
 */
export function requestNewDeviceCode(
  ctx: AppContext,
  meta: RequestMeta,
  device: PresentedDevice,
  input: unknown,
): Promise<Result<NewDeviceCodeSentAnswer>> {
  return auditedUseCase(ctx, anonymousActor(meta, attemptedUsername(input)), "member.login", async ({ refuse: refuseSignIn }) => {
    const values = parseInput(newDeviceCodeRequestSchema, input);
    const headers = parseInput(deviceHeadersSchema, device);
    return afterRightPassword(ctx, meta, device, values, (user, known, { commit }) => {
      const cap = selectUserPlan(ctx.db, user.id)?.maxDevices ?? ctx.config.defaultMaxDevices;
      if (known || selectDevices(ctx.db, user.id).length < cap) {
        throw refuseSignIn(new DomainError("conflict", NEW_DEVICE_CODE_NOT_NEEDED), "new-device code not needed");
      }
      const sent = commit((tx) => {
        const now = ctx.clock.now();
        if (countCodesSince(tx, user.id, new Date(now.getTime() - 60 * 60_000)) >= NEW_DEVICE_CODES_PER_HOUR) {
          throw throttledError(NEW_DEVICE_CODES_THROTTLED, 60 * 60);
        }
        endOpenCodesOf(tx, user.id, now);
        const id = crypto.randomUUID();
        const code = sixDigits();
        const expiresAt = new Date(now.getTime() + NEW_DEVICE_CODE_TTL_MS);
        insertNewDeviceCode(tx, { id, userId: user.id, codeHash: codeHash(id, code), channel: values.channel, expiresAt, createdAt: now });
        const recipient = values.channel === "email" ? user.email : user.phone;
        enqueue(tx, {
          userId: user.id,
          channel: values.channel,
          purpose: "new_device_code",
          recipient,
          subject: values.channel === "email" ? "Your AAN new-device code" : null,
          body:
            values.channel === "email"
              ? `Someone signed in to your AAN account ${user.username} with the right password from a new device:\n\n` +
                `  Device: ${headers.label}\n  From: ${meta.clientAddress ?? "unknown address"}\n\n` +
                `Your device limit is reached, so that device may only replace one of yours with this code, within 10 minutes:\n\n  ${code}\n\n` +
                "If this was not you, share the code with nobody and reset your password now: someone knows it."
              : `AAN new-device code: ${code}. It lets a new device replace one of yours; it expires in 10 minutes. Not you? Reset your password.`,
          secretExpiresAt: expiresAt,
          createdAt: now,
        });
        return {
          result: {
            message: `We sent a 6-digit code to ${partlyHidden(values.channel, recipient)}.`,
            codeId: id,
            channel: values.channel,
            sentTo: partlyHidden(values.channel, recipient),
            expiresAt: expiresAt.toISOString(),
          },
          activity: {
            action: "device.code.sent",
            description: `Sent a new-device code by ${values.channel === "email" ? "e-mail" : "SMS"} for ${headers.label}`,
          },
        };
      });
      deliverSoon(ctx);
      return sent;
    });
  });
}

/**
 * Checks the code. Right: the code is marked verified and the answer lists the devices this
 * browser may replace. Wrong: the guess counts (the fifth voids the code) and fails the sign-in throttle.
 */
export function checkNewDeviceCode(ctx: AppContext, meta: RequestMeta, input: unknown): Promise<Result<NewDeviceCodeCheckedAnswer>> {
  const codeId = (input as { codeId?: unknown } | null)?.codeId;
  const row = typeof codeId === "string" && /^[0-9a-f-]{36}$/i.test(codeId) ? selectNewDeviceCode(ctx.db, codeId) : undefined;
  const owner = row ? selectUserById(ctx.db, row.userId) : undefined;
  return auditedUseCase(ctx, anonymousActor(meta, owner?.username), "member.login", async () => {
    const values = parseInput(newDeviceCodeCheckSchema, input);
    const reservation = await reserveLoginAttempt(ctx, "member", owner?.username ?? UNKNOWN_CODE, meta.clientAddress ?? "unknown");
    const wrong = () => new DomainError("invalid", NEW_DEVICE_CODE_WRONG, [{ path: "code", message: NEW_DEVICE_CODE_WRONG }]);
    if (!row || !owner) {
      settleLoginFailure(ctx, reservation);
      throw wrong();
    }
    return memberUseCase(ctx, memberActor({ userId: owner.id }, meta), null, ({ commit, refuse }) => {
      const now = ctx.clock.now();
      if (codeHash(row.id, values.code) !== row.codeHash) {
        writeTransaction(ctx.db, (tx) => recordWrongCodeGuess(tx, row.id));
        settleLoginFailure(ctx, reservation);
        throw refuse(wrong(), { action: "device.code.refused", description: "Wrong new-device code" });
      }
      return commit((tx) => {
        if (!markCodeVerified(tx, row.id, now, NEW_DEVICE_CODE_GUESSES)) {
          settleLoginFailure(ctx, reservation);
          throw refuse(wrong(), { action: "device.code.refused", description: "Used, expired or void new-device code" });
        }
        clearLoginFailures(ctx, reservation);
        const keys = passkeysByDevice({ ...ctx, db: tx }, owner.id);
        return {
          result: {
            message: "Code accepted. Choose the device this one replaces.",
            devices: selectDevices(tx, owner.id).map((device) => toAdminDeviceView(device, keys.get(device.id))),
          },
        };
      });
    });
  });
}

/**
 * Replaces the chosen device with this browser and signs in on it, in one transaction: the
 * verified code is spent, the old device revoked (its sessions and passkey go), this browser
 * added in its slot. A device id that is not the member's is a 404 and spends nothing.
 */
export function replaceDeviceWithCode(
  ctx: AppContext,
  meta: RequestMeta,
  device: PresentedDevice,
  input: unknown,
  previousToken?: string,
): Promise<MemberSignIn> {
  const codeId = (input as { codeId?: unknown } | null)?.codeId;
  const row = typeof codeId === "string" && /^[0-9a-f-]{36}$/i.test(codeId) ? selectNewDeviceCode(ctx.db, codeId) : undefined;
  const owner = row ? selectUserById(ctx.db, row.userId) : undefined;
  return auditedUseCase(ctx, anonymousActor(meta, owner?.username), "member.login", async () => {
    const values = parseInput(newDeviceReplaceSchema, input);
    const headers = parseInput(deviceHeadersSchema, device);
    const wrong = () => new DomainError("invalid", NEW_DEVICE_CODE_WRONG);
    if (!owner) throw wrong();
    if (!owner.isActive) throw new DomainError("forbidden", ACCOUNT_DEACTIVATED);
    return memberUseCase(ctx, memberActor({ userId: owner.id }, meta), null, ({ commit }) =>
      commit((tx) => {
        const now = ctx.clock.now();
        if (spendVerifiedCode(tx, values.codeId, now) !== owner.id) throw wrong();
        const replaced = deleteDevice(tx, owner.id, values.deviceId);
        if (!replaced) throw new DomainError("not_found", DEVICE_NOT_FOUND);
        endSessionsOnDevice({ ...ctx, db: tx }, replaced.id);
        const entered = enterDevice({ ...ctx, db: tx }, owner.id, {
          ...headers,
          credential: device.credential,
          userAgent: device.userAgent,
        });
        if (!entered.ok) throw new DomainError("forbidden", entered.message);
        const session = startSession({ ...ctx, db: tx }, "member", owner.id, previousToken, entered.device.id);
        setFirstLogin(tx, owner.id, now);
        enqueueNewDeviceNotice(ctx, tx, owner, entered.device.deviceLabel, meta, now);
        return {
          result: {
            token: session.token,
            expiresAt: session.expiresAt,
            member: memberView(ctx, tx, selectUserById(tx, owner.id)!),
            deviceId: entered.device.id,
            deviceCredential: entered.credential,
          } satisfies MemberSignIn,
          activity: [
            {
              action: "device.replaced",
              description: `Replaced ${replaced.deviceLabel} with ${entered.device.deviceLabel} (code by ${row!.channel === "email" ? "e-mail" : "SMS"})`,
              metadata: { deviceId: entered.device.id },
            },
            signedInActivity(entered.device),
          ],
        };
      }),
    );
  });
}
