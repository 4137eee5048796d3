// Reads one cookie straight from the request's header. The session cookies are read on every
// signed-in request; asking for Elysia's `cookie` object parses every cookie into reactive
// objects, which costs more than the session lookup itself.
export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const prefix = `${name}=`;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    const raw = pair.slice(prefix.length);
    // Our tokens are base64url: nothing to decode, and decoding costs more than the rest here.
    if (!raw.includes("%")) return raw || undefined;
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
