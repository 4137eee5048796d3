// Password hashing: argon2id at OWASP's recommended cost (19 MiB, 2 passes). Each hash holds
// 19 MiB while it runs, so at most MAX_CONCURRENT_HASHES run at once: 200 simultaneous sign-ins
// queue here instead of taking 3.8 GB. The hasher is the context's (`ctx.passwordHasher`), the
// production one unless a test hands in a cheaper argon2id (tests/helpers/context.ts).
//
// The queue is fair (decision 0056). Work waits in one of three lanes, and the lanes take turns:
// - "known-device": checking the password of a sign-in from a browser the account already has
//   (it carries that device's cookie, decision 0060). Whoever floods sign-ins from many addresses
//   cannot put their guesses here without that secret, so a member in their own browser waits for
//   at most a hash or two;
// - "sign-in": every other password check (a new device, an unknown username, an admin);
// - "new-password": hashing a new password (registration, a changed or reset password).
// Within a lane each client address takes its turn. So a flood of registrations never makes
// sign-ins wait behind it, and one address's flood of sign-ins delays another address's by at
// most one hash per flooding address.
import type { AppContext } from "../context";
import { FairQueue } from "./fair-queue";
import { productionHasher, type PasswordHasher } from "./password-hasher";

export const MAX_CONCURRENT_HASHES = 4;

/** Whose turn it is when no client address is known (the CLI, the server's own work). */
const LOCAL_WORK = "local";

export type SignInLane = "known-device" | "sign-in";
const hashSlots = new FairQueue(MAX_CONCURRENT_HASHES, ["known-device", "sign-in", "new-password"] as const);

type WithHasher = Pick<AppContext, "passwordHasher">;
const hasherOf = (ctx: WithHasher): PasswordHasher => ctx.passwordHasher ?? productionHasher;

export function hashPassword(ctx: WithHasher, password: string, clientAddress: string = LOCAL_WORK): Promise<string> {
  const hasher = hasherOf(ctx);
  return hashSlots.run("new-password", clientAddress, () => hasher.hash(password));
}

export function verifyPassword(
  ctx: WithHasher,
  password: string,
  hash: string,
  clientAddress: string = LOCAL_WORK,
  lane: SignInLane = "sign-in",
): Promise<boolean> {
  const hasher = hasherOf(ctx);
  return hashSlots.run(lane, clientAddress, () => hasher.verify(password, hash));
}

// A real hash of a random secret, one per hasher: verifying against it when a username does not
// exist makes a wrong username cost the same time as a wrong password.
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();
export function verifyAgainstDecoy(ctx: WithHasher, password: string, clientAddress: string = LOCAL_WORK): Promise<boolean> {
  const hasher = hasherOf(ctx);
  let decoyHash = decoyHashes.get(hasher);
  if (!decoyHash) decoyHashes.set(hasher, (decoyHash = hashPassword(ctx, crypto.randomUUID())));
  return decoyHash.then((hash) => verifyPassword(ctx, password, hash, clientAddress)).then(() => false);
}
