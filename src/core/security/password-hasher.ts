// How a password becomes a hash and is checked against one: argon2id through Bun.password. The
// production cost is OWASP's recommendation (19 MiB, 2 passes); tests use the same algorithm at
// its lowest cost, so every hash they make and check is a real argon2id hash, made in about a
// millisecond instead of a tenth of a second (decision 0067). A hash carries its own parameters,
// so `verify` checks a hash of either cost.
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};

export type Argon2idCost = { memoryCost: number; timeCost: number };

export const PRODUCTION_ARGON2ID: Argon2idCost = { memoryCost: 19456, timeCost: 2 };
/** argon2's floor: 8 KiB (per lane), one pass. For tests only. */
export const LOWEST_ARGON2ID: Argon2idCost = { memoryCost: 8, timeCost: 1 };

export function argon2idHasher(cost: Argon2idCost): PasswordHasher {
  const options = { algorithm: "argon2id", ...cost } as const;
  return {
    hash: (password) => Bun.password.hash(password, options),
    verify: (password, hash) => Bun.password.verify(password, hash),
  };
}

export const productionHasher = argon2idHasher(PRODUCTION_ARGON2ID);
