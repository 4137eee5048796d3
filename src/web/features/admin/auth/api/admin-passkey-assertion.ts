// A fresh assertion of one of the signed-in admin's passkeys, on a single-use challenge from the
// sign-in's passkey options: the second step of a sign-in, and the proof of a second factor the
// admin holds that a credentials change, a new or removed passkey and a TOTP set-up ask for.
import { passkeyAssertion } from "#web/lib/passkey-answer";

export const adminPasskeyAssertion = () => passkeyAssertion("/api/admin/login/passkey-options");

/** How the admin proves the second factor they hold: a passkey (the browser asks), the code typed, or nothing (they hold none). */
export type FactorProof = { withPasskey: boolean; code?: string };

export const proofBody = async (proof: FactorProof) =>
  proof.withPasskey ? { passkey: await adminPasskeyAssertion() } : proof.code ? { code: proof.code } : {};
