// Member accounts: registration with an invitation code, sign-in bound to a device, sign-out, and
// the member behind a session. Refusals that have no member to log them under (a bad code, an
// unknown username) go to the audit log, rolled up per address; the rest to the member's activity.
import { phoneText } from "#shared/phone";
import type { MemberView } from "#shared/answers/members";
import { DomainError } from "#shared/errors";
import { PAGE_PATHS } from "#shared/page-paths";
import { deviceHeadersSchema, memberLoginSchema, registerSchema } from "#shared/schemas/members";
import { parseInput } from "#shared/schemas/parse";
import { anonymousActor, type RequestMeta } from "../actor";
import { auditedUseCase } from "../audit/audit-log";
import type { AppContext } from "../context";
import type { Db } from "../db/db";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../security/passwords";
import { hashToken } from "../security/tokens";
import {
  clearLoginFailures,
  clearRegistrationAttempt,
  reserveLoginAttempt,
  reserveRegistrationAttempt,
  settleLoginFailure,
} from "../security/login-throttle";
import { endSession, resumeSignedIn, startSession } from "../sessions/sessions";
import { enqueue } from "../notifications/outbox";
import { pageUrl } from "../platform/page-url";
import { isCredentialShaped, noteDeviceSeen, recogniseDevice } from "./device-credentials";
import { deviceAddedActivity, enterDevice } from "./devices";
import type { MemberRequest, PresentedDevice, SignedInMember } from "./signed-in-member";
import { memberActor, memberUseCase, type MemberActivity, type MemberUseCaseScope } from "./member-use-case";
import {
  emailTaken,
  insertUser,
  insertUserPlan,
  redeemInvitationCode,
  selectRedeemableCode,
  selectDeviceByCredential,
  selectDeviceById,
  selectUserById,
  selectUserByUsername,
  selectUserPlan,
  setFirstLogin,
  usernameReservedByOtherCode,
  usernameTaken,
  type DeviceRow,
  type UserRow,
} from "./member-repository";

export const INVALID_INVITATION_CODE = "Invalid or already used invitation code";
export const USERNAME_TAKEN = "Username is already taken";
export const EMAIL_TAKEN = "An account with this email already exists";
export const INVALID_MEMBER_CREDENTIALS = "Invalid username or password";
export const ACCOUNT_DEACTIVATED = "Account deactivated";
export const MEMBER_AUTHENTICATION_REQUIRED = "Authentication required";
/** Every member starts on this plan name until a package is bought (the Subscriptions issue). */
export const STARTING_PLAN_NAME = "member";

export function toMemberView(
  row: UserRow,
  plan: { planName: string; maxDevices: number } | undefined,
  defaultMaxDevices: number,
): MemberView {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: phoneText(row.phone),
    companyName: row.companyName,
    position: row.position,
    licenseNumber: row.licenseNumber,
    isActive: row.isActive,
    firstLoginAt: row.firstLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    planName: plan?.planName ?? STARTING_PLAN_NAME,
    maxDevices: plan?.maxDevices ?? defaultMaxDevices,
    passwordSignIn: row.passwordSignIn,
  };
}

export function memberView(ctx: AppContext, db: Db, row: UserRow): MemberView {
  return toMemberView(row, selectUserPlan(db, row.id), ctx.config.defaultMaxDevices);
}

/** `deviceCredential`: this browser's device cookie, unchanged when it had one (decision 0060). */
export type MemberSignIn = { token: string; expiresAt: Date; member: MemberView; deviceId: string; deviceCredential: string };

/** The username a sign-in or registration names, for the audit line of an attempt that may not parse. */
export const attemptedUsername = (input: unknown) => {
  const username = (input as { username?: unknown } | null)?.username;
  return typeof username === "string" ? username.trim() || undefined : undefined;
};

type Registration = ReturnType<typeof parseRegistration>;
const parseRegistration = (input: unknown) => parseInput(registerSchema, input);

const invalidCode = () =>
  new DomainError("invalid", INVALID_INVITATION_CODE, [{ path: "invitationCode", message: INVALID_INVITATION_CODE }]);

/** Refuses a username or e-mail someone else has (or a username another code is kept for). */
function refuseTakenNames(db: Db, values: { username: string; email: string }, codeId: string): void {
  if (usernameTaken(db, values.username) || usernameReservedByOtherCode(db, values.username, codeId)) {
    throw new DomainError("conflict", USERNAME_TAKEN, [{ path: "username", message: USERNAME_TAKEN }]);
  }
  if (emailTaken(db, values.email)) throw new DomainError("conflict", EMAIL_TAKEN, [{ path: "email", message: EMAIL_TAKEN }]);
}

/**
 * Registration: throttled per address in its own count (failures only), then the code is
 * redeemed and the member created in one transaction, or nothing happens. The code is checked
 * first, so nobody without a valid code can learn which usernames or e-mails exist. Every refusal
 * that reads can decide comes before the password is hashed, so a wrong code costs one indexed
 * read and never a hash; the conditional redemption inside the transaction still decides.
 * Success signs the member in on this device.
 */
export function registerMember(ctx: AppContext, meta: RequestMeta, device: PresentedDevice, input: unknown): Promise<MemberSignIn> {
  return auditedUseCase(ctx, anonymousActor(meta, attemptedUsername(input)), "member.register", async () => {
    const values = parseRegistration(input);
    const deviceHeaders = parseInput(deviceHeadersSchema, device);
    const clientAddress = meta.clientAddress ?? "unknown";
    const reservation = await reserveRegistrationAttempt(ctx, values.username, clientAddress);
    let signedIn: MemberSignIn;
    try {
      signedIn = await createMember(
        ctx,
        meta,
        { ...deviceHeaders, credential: device.credential, userAgent: device.userAgent },
        values,
        clientAddress,
      );
    } catch (error) {
      // A refusal (wrong code, name taken) is the attempt's failure; the server's own trouble
      // (busy, disk full) is not, and the attempt may be tried again.
      if (error instanceof DomainError && error.status < 500) settleLoginFailure(ctx, reservation);
      else clearRegistrationAttempt(ctx, reservation);
      throw error;
    }
    clearRegistrationAttempt(ctx, reservation);
    return signedIn;
  });
}

async function createMember(
  ctx: AppContext,
  meta: RequestMeta,
  device: { fingerprint: string; label: string; credential: string | undefined; userAgent?: string },
  values: Registration,
  clientAddress: string,
): Promise<MemberSignIn> {
  const early = selectRedeemableCode(ctx.db, values.invitationCode, values.email, ctx.clock.now());
  if (!early) throw invalidCode();
  refuseTakenNames(ctx.db, values, early.id);
  const passwordHash = await hashPassword(ctx, values.password, clientAddress);
  const userId = crypto.randomUUID();
  return memberUseCase(ctx, memberActor({ userId }, meta), null, ({ commit }) =>
    commit((tx) => {
      const now = ctx.clock.now();
      const code = redeemInvitationCode(tx, values.invitationCode, values.email, userId, now);
      if (!code) throw invalidCode();
      refuseTakenNames(tx, values, code.id);
      const user = insertUser(tx, {
        id: userId,
        username: values.username,
        email: values.email,
        password: passwordHash,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        companyName: values.companyName,
        position: values.position,
        licenseNumber: values.licenseNumber,
        invitationCodeId: code.id,
        firstLoginAt: now,
        createdAt: now,
      });
      insertUserPlan(tx, { userId, planName: STARTING_PLAN_NAME, maxDevices: ctx.config.defaultMaxDevices, now });
      const entered = enterDevice({ ...ctx, db: tx }, user.id, device);
      if (!entered.ok) throw new DomainError("forbidden", entered.message);
      const session = startSession({ ...ctx, db: tx }, "member", user.id, undefined, entered.device.id);
      return {
        result: {
          token: session.token,
          expiresAt: session.expiresAt,
          member: memberView(ctx, tx, user),
          deviceId: entered.device.id,
          deviceCredential: entered.credential,
        },
        activity: [
          { action: "register", description: `Registered with invitation code ${values.invitationCode}` },
          ...(entered.added ? [deviceAddedActivity(entered.device)] : []),
          signedInActivity(entered.device),
        ],
      };
    }),
  );
}

// The metadata names the device and the way in, for the security page's list of sign-ins.
export const signedInActivity = (device: DeviceRow): MemberActivity => ({
  action: "login",
  description: `Signed in on ${device.deviceLabel}`,
  metadata: { deviceId: device.id, device: device.deviceLabel, method: "password" },
});

/**
 * Sign-in: throttled like the admins' (scope "member"), then bound to this device. A device not
 * seen before is added only while the member is under their device limit. A deactivated account
 * is told so only after the right password: the answer never says which usernames exist.
 */
/**
 * The first steps of every sign-in by password (the sign-in itself and the new-device code): the
 * throttle's reservation, the account by its username (an unknown one is checked against the
 * decoy hash, so the time taken tells nothing), the password, the password-sign-in setting and the
 * account's state. Each refusal is recorded as a sign-in's is; once all of it holds, `then` runs as
 * the member's use case, told whether this browser is already one of their devices.
 */
export async function afterRightPassword<T>(
  ctx: AppContext,
  meta: RequestMeta,
  device: PresentedDevice,
  credentials: { username: string; password: string },
  then: (user: UserRow, knownDevice: boolean, scope: MemberUseCaseScope) => Promise<T> | T,
): Promise<T> {
  const clientAddress = meta.clientAddress ?? "unknown";
  const reservation = await reserveLoginAttempt(ctx, "member", credentials.username, clientAddress);
  const user = selectUserByUsername(ctx.db, credentials.username);
  if (!user) {
    await verifyAgainstDecoy(ctx, credentials.password, clientAddress);
    settleLoginFailure(ctx, reservation);
    throw new DomainError("unauthenticated", INVALID_MEMBER_CREDENTIALS);
  }
  // Once the username names an account, what happens is that member's activity.
  return memberUseCase(ctx, memberActor({ userId: user.id }, meta), null, async (scope) => {
    // A browser the account already has (its device cookie) is let ahead of other sign-ins waiting for a hash slot.
    const knownDevice = Boolean(
      device.credential && isCredentialShaped(device.credential) && selectDeviceByCredential(ctx.db, user.id, hashToken(device.credential)),
    );
    const lane = knownDevice ? "known-device" : "sign-in";
    const rightPassword = await verifyPassword(ctx, credentials.password, user.password, clientAddress, lane);
    // With password sign-in off, even the right password gets a wrong password's answer (and
    // counts as one), so the answer never tells a guesser the setting (decision 0138).
    if (!rightPassword || !user.passwordSignIn) {
      settleLoginFailure(ctx, reservation);
      throw scope.refuse(new DomainError("unauthenticated", INVALID_MEMBER_CREDENTIALS), {
        action: "login.failure",
        description: rightPassword ? "Password sign-in is off" : "Wrong password",
      });
    }
    clearLoginFailures(ctx, reservation);
    if (!user.isActive) throw new DomainError("forbidden", ACCOUNT_DEACTIVATED);
    return then(user, knownDevice, scope);
  });
}

export function signInMember(
  ctx: AppContext,
  meta: RequestMeta,
  device: PresentedDevice,
  input: unknown,
  previousToken?: string,
): Promise<MemberSignIn> {
  return auditedUseCase(ctx, anonymousActor(meta, attemptedUsername(input)), "member.login", async ({ refuse: refuseSignIn }) => {
    const values = parseInput(memberLoginSchema, input);
    const deviceHeaders = parseInput(deviceHeadersSchema, device);
    return afterRightPassword(ctx, meta, device, values, (user, _knownDevice, { commit, refuse }) => {
      const entered = commit((tx) => {
        const entry = enterDevice({ ...ctx, db: tx }, user.id, {
          ...deviceHeaders,
          credential: device.credential,
          userAgent: device.userAgent,
        });
        return { result: entry, activity: entry.ok && entry.added ? deviceAddedActivity(entry.device) : [] };
      });
      if (!entered.ok) {
        const refusal = { action: "device.refused", description: `Refused ${deviceHeaders.label}: device limit reached` } as const;
        // A right password from a browser past the device limit is a refused sign-in the operator
        // must see: a failure, counted in the overview's security chart, not a denied call.
        throw refuseSignIn(refuse(new DomainError("forbidden", entered.message), refusal), "device limit reached", { outcome: "failure" });
      }
      return commit((tx) => {
        const now = ctx.clock.now();
        const session = startSession({ ...ctx, db: tx }, "member", user.id, previousToken, entered.device.id);
        setFirstLogin(tx, user.id, now);
        if (entered.added) enqueueNewDeviceNotice(ctx, tx, user, entered.device.deviceLabel, meta, now);
        return {
          result: {
            token: session.token,
            expiresAt: session.expiresAt,
            member: memberView(ctx, tx, selectUserById(tx, user.id)!),
            deviceId: entered.device.id,
            deviceCredential: entered.credential,
          },
          activity: signedInActivity(entered.device),
        };
      });
    });
  });
}

/** Tells the member a device was added to their account: which, when, from where, what to do, and the page to do it on. */
export function enqueueNewDeviceNotice(ctx: AppContext, db: Db, user: UserRow, label: string, meta: RequestMeta, at: Date): void {
  enqueue(db, {
    userId: user.id,
    channel: "email",
    purpose: "device_added",
    recipient: user.email,
    subject: "A new device signed in to your AAN account",
    body:
      `A new device signed in to your AAN account ${user.username}:\n\n` +
      `  Device: ${label}\n  When: ${at.toISOString().replace("T", " ").slice(0, 16)} UTC\n  From: ${meta.clientAddress ?? "unknown address"}\n\n` +
      "If this was you, nothing needs doing. If not, sign in and revoke it under Account, Devices, then reset your password:\n" +
      pageUrl(ctx.config, PAGE_PATHS.account),
    createdAt: at,
  });
}

/**
 * The member behind a session token, or a 401. The session is bound to its device: the request
 * must carry that device's cookie (device-credentials.ts), and the device headers unless
 * `headersRequired` is false (a download); a deactivated account's session does not count.
 */
export function authenticateMember(
  ctx: AppContext,
  token: string | undefined,
  presented: PresentedDevice,
  headersRequired = true,
): MemberRequest {
  const { signedIn, device } = resumeSignedIn(ctx, "member", token, (session) => {
    const user = session?.subjectId ? selectUserById(ctx.db, session.subjectId) : undefined;
    const deviceId = session?.deviceId;
    if (!session || !user || !user.isActive || !deviceId) throw new DomainError("unauthenticated", MEMBER_AUTHENTICATION_REQUIRED);
    const row = selectDeviceById(ctx.db, user.id, deviceId);
    if (!row) throw new DomainError("unauthenticated", MEMBER_AUTHENTICATION_REQUIRED);
    const device = {
      id: row.id,
      credentialHash: row.credentialHash,
      credentialExpiresAt: row.credentialExpiresAt,
      deviceFingerprint: row.deviceFingerprint,
      lastLabel: row.lastLabel,
      userAgent: row.userAgent,
      lastSeenAt: row.lastSeenAt,
    };
    return { signedIn: { member: memberView(ctx, ctx.db, user), userId: user.id, deviceId }, device };
  });
  const recognised = recogniseDevice(ctx, device, presented, headersRequired, token);
  if (!recognised.ok) throw new DomainError("unauthenticated", MEMBER_AUTHENTICATION_REQUIRED);
  noteDeviceSeen(ctx, device);
  return recognised.issuedCredential ? { ...signedIn, issuedCredential: recognised.issuedCredential } : signedIn;
}

export function signOutMember(ctx: AppContext, meta: RequestMeta, signedIn: SignedInMember, token: string | undefined) {
  memberUseCase(ctx, memberActor(signedIn, meta), null, ({ commit }) =>
    commit((tx) => {
      endSession({ ...ctx, db: tx }, token);
      return { result: undefined, activity: { action: "logout", description: "Signed out" } };
    }),
  );
  return { message: "Signed out" };
}
