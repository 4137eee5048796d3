// Verifies a payment provider's webhook the way Stripe signs them: the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 when
// secrets roll), with the endpoint's secret as the key. A timestamp more than the tolerance away
// from now is refused (a replayed old delivery), and the comparison takes constant time.
// Bun's keyed hasher and Web Crypto's constant-time comparison, not node:crypto (decision 0051).

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, timestampSeconds: number, payload: string): string {
  return new Bun.CryptoHasher("sha256", secret).update(`${timestampSeconds}.${payload}`, "utf8").digest("hex");
}

/** The header a provider sends for `payload` (tests and the bench make theirs this way). */
export function signatureHeader(secret: string, timestampSeconds: number, payload: string): string {
  return `t=${timestampSeconds},v1=${signPayload(secret, timestampSeconds, payload)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(
  secret: string,
  header: string | null,
  payload: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing signature header" };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === "v1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: "malformed signature header" };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: "timestamp outside the tolerance" };
  const expected = Buffer.from(signPayload(secret, timestamp, payload), "hex");
  const matches = signatures.some((candidate) => crypto.timingSafeEqual(Buffer.from(candidate, "hex"), expected));
  return matches ? { ok: true } : { ok: false, reason: "signature mismatch" };
}
