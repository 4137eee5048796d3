// A passkey's assertion checked as an admin's second factor: the primitive under sign-in and
// under every change that asks for the admin's second factor (second-factor.ts).
import type { AppContext } from "../context";
import { takeOpenChallenge, verifyAssertion } from "../passkeys/webauthn";
import { selectAdminPasskeyByCredentialId, type AdminPasskeyRow } from "./admin-passkey-repository";

/** Why a passkey did not pass as an admin's second factor. */
export type PasskeyFactorRefusal = "expired" | "not_yours" | "not_verified";

/**
 * Checks a passkey assertion as the second factor of `adminId`'s sign-in: the challenge (single
 * use), that the passkey is this admin's (not another admin's, not a member's), and the signature.
 * Answers what the sign-in's transaction moves the counter to, or why it is refused.
 */
export async function checkPasskeyFactor(
  ctx: AppContext,
  adminId: string,
  assertion: { challengeId: string; response: { id: string } },
): Promise<{ passkey: AdminPasskeyRow; counter: number } | { refused: PasskeyFactorRefusal; reason: string }> {
  const challenge = takeOpenChallenge(ctx, assertion.challengeId, "admin_sign_in");
  if (!challenge) return { refused: "expired", reason: "passkey answer to no open request" };
  const passkey = selectAdminPasskeyByCredentialId(ctx.db, assertion.response.id);
  if (!passkey || passkey.adminId !== adminId) {
    return { refused: "not_yours", reason: passkey ? "another admin's passkey" : "a passkey of no admin" };
  }
  try {
    return { passkey, counter: await verifyAssertion(ctx, passkey, challenge, assertion.response) };
  } catch (error) {
    // The library's reasons (another origin, a bad signature) are for the log, not the browser.
    return { refused: "not_verified", reason: `passkey refused: ${error instanceof Error ? error.message.slice(0, 120) : "not verified"}` };
  }
}
