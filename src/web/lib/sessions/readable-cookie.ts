// The cookies the app reads (the server's signed-in hint, the admin mark): is one of them set to a
// value in this browser? False where there is no document (prerendering).
export function hasCookie(names: readonly string[], value: string): boolean {
  if (typeof document === "undefined") return false;
  return document.cookie.split(";").some((part) => names.some((name) => part.trim() === `${name}=${value}`));
}
