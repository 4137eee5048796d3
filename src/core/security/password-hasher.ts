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

/** The environment variable that asks a test run of `bun src/main.ts` for the lowest cost; honoured only under NODE_ENV=test. */
export const TEST_PASSWORD_COST_VARIABLE = "AAN_TEST_LOWEST_PASSWORD_COST";

/**
 * The hasher of a CLI run or a server started from the command line. The tests run the CLI in
 * their own process and as `bun src/main.ts`, each hashing `aan setup`'s password and those they
 * sign in with: they ask for the lowest cost with NODE_ENV=test and the variable above set to 1.
 * Both are needed, so a developer's NODE_ENV=test shell alone changes nothing. `process.env.NODE_ENV`
 * is written out, not read from `env`, because the compiled binary is built with it defined as
 * "production" (scripts/build-binary.ts): the bundler folds the test away, and no environment
 * can weaken the hashes `aan` makes.
 */
export function commandLineHasher(env: Readonly<Record<string, string | undefined>>): PasswordHasher {
  if (process.env.NODE_ENV === "test" && env[TEST_PASSWORD_COST_VARIABLE] === "1") return argon2idHasher(LOWEST_ARGON2ID);
  return productionHasher;
}
