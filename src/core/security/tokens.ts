// Session tokens: 32 random bytes for the cookie; only their SHA-256 is stored.
export function newSessionToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

export function hashToken(token: string): string {
  // The one-shot form: a quarter of a hasher object's cost, on every signed-in request.
  return Bun.SHA256.hash(token, "hex") as string;
}
