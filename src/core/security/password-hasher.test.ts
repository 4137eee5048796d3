import { describe, expect, test } from "bun:test";
import { argon2idHasher, LOWEST_ARGON2ID, productionHasher } from "./password-hasher";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";

const cheap = argon2idHasher(LOWEST_ARGON2ID);

describe("password hashers", () => {
  test("production hashes are argon2id at OWASP's cost (19 MiB, 2 passes)", async () => {
    const hash = await productionHasher.hash("correct horse");
    expect(hash).toStartWith("$argon2id$v=19$m=19456,t=2,p=1$");
    expect(await productionHasher.verify("correct horse", hash)).toBe(true);
    expect(await productionHasher.verify("wrong horse", hash)).toBe(false);
  });

  test("the tests' hasher is real argon2id at its lowest cost: it refuses a wrong password", async () => {
    const hash = await cheap.hash("correct horse");
    expect(hash).toStartWith("$argon2id$v=19$m=8,t=1,p=1$");
    expect(await cheap.verify("correct horse", hash)).toBe(true);
    expect(await cheap.verify("wrong horse", hash)).toBe(false);
    // A hash carries its parameters: either hasher checks the other's hashes.
    expect(await productionHasher.verify("correct horse", hash)).toBe(true);
  });

  test("the passwords module uses the context's hasher, and the production one when none is set", async () => {
    expect(await hashPassword({ passwordHasher: cheap }, "s3cret-pass")).toStartWith("$argon2id$v=19$m=8,t=1,");
    const production = await hashPassword({}, "s3cret-pass");
    expect(production).toStartWith("$argon2id$v=19$m=19456,t=2,");
    expect(await verifyPassword({ passwordHasher: cheap }, "s3cret-pass", production)).toBe(true);
    expect(await verifyAgainstDecoy({ passwordHasher: cheap }, "s3cret-pass")).toBe(false);
  });
});
