// A passkey answer as the API takes it: the server asks for no WebAuthn extensions and reads none,
// so their outputs (typed loosely by the browser library) are not sent.
export function withoutExtensions<T extends { clientExtensionResults: object }>(
  answer: T,
): Omit<T, "clientExtensionResults"> & { clientExtensionResults: Record<string, never> } {
  const { clientExtensionResults: _unused, ...rest } = answer;
  return { ...rest, clientExtensionResults: {} };
}
