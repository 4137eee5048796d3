// Password hashing: argon2id at OWASP's recommended cost (19 MiB, 2 passes). Each hash holds
// 19 MiB while it runs, so at most MAX_CONCURRENT_HASHES run at once: 200 simultaneous sign-ins
// queue here instead of taking 3.8 GB.
const ARGON2 = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;
export const MAX_CONCURRENT_HASHES = 4;

let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => Bun.password.hash(password, ARGON2));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return withHashSlot(() => Bun.password.verify(password, hash));
}

// A real hash of a random secret: verifying against it when a username does not exist makes
// a wrong username cost the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
export function verifyAgainstDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash.then((hash) => verifyPassword(password, hash)).then(() => false);
}
