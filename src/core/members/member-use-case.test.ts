// memberUseCase: a success's activity commits with its change, a refusal's activity is written
// after the rollback (under the use case's refusal action, or as `refuse` names it), never for a
// missing session, never twice, and never when the use case records no refusals.
import { beforeEach, describe, expect, test } from "bun:test";
import { DomainError } from "#shared/errors";
import { makeTestContext, type TestContext } from "../../../tests/helpers/context";
import { insertTestMember } from "../../../tests/helpers/use-case";
import { memberActor, memberNotYetKnown, memberUseCase } from "./member-use-case";

const META = { clientAddress: "203.0.113.9", userAgent: "tests" };
let ctx: TestContext;
let userId: string;

beforeEach(() => {
  ctx = makeTestContext();
  userId = insertTestMember(ctx);
});

const activity = () =>
  ctx.db.$client.query("SELECT action, description, ip_address AS ip FROM user_activity_log ORDER BY rowid").all() as Array<{
    action: string;
    description: string;
    ip: string;
  }>;
/** A change the test can see: the user's first name. */
const rename = (firstName: string) => ctx.db.$client.run("UPDATE users SET first_name = ? WHERE id = ?", [firstName, userId]);
const firstName = () => (ctx.db.$client.query("SELECT first_name AS n FROM users").get() as { n: string }).n;

describe("memberUseCase", () => {
  test("a success records its activity rows, in order, in the change's transaction", () => {
    const answer = memberUseCase(ctx, memberActor({ userId }, META), null, ({ commit }) =>
      commit(() => {
        rename("Janet");
        return {
          result: "done",
          activity: [
            { action: "device.added", description: "New device Laptop" },
            { action: "login", description: "Signed in on Laptop" },
          ],
        };
      }),
    );
    expect(answer).toBe("done");
    expect(firstName()).toBe("Janet");
    expect(activity()).toEqual([
      { action: "device.added", description: "New device Laptop", ip: "203.0.113.9" },
      { action: "login", description: "Signed in on Laptop", ip: "203.0.113.9" },
    ]);
  });

  test("a refusal inside the change rolls back the change and its activity, then records the refusal", () => {
    const run = () =>
      memberUseCase(ctx, memberActor({ userId }, META), "claim.refused", ({ commit }) =>
        commit(() => {
          rename("Janet");
          throw new DomainError("conflict", "No estimates left in this period");
        }),
      );
    expect(run).toThrow("No estimates left in this period");
    expect(firstName()).toBe("Jane");
    expect(activity()).toEqual([{ action: "claim.refused", description: "No estimates left in this period", ip: "203.0.113.9" }]);
  });

  test("`refuse` names the refusal's row; a use case without a refusal action records only those", async () => {
    const wrongPassword = memberUseCase(ctx, memberActor({ userId }, META), null, async ({ refuse }) => {
      throw refuse(new DomainError("unauthenticated", "Invalid username or password"), {
        action: "login.failure",
        description: "Wrong password",
      });
    });
    await expect(wrongPassword).rejects.toThrow("Invalid username or password");
    const deactivated = () =>
      memberUseCase(ctx, memberActor({ userId }, META), null, () => {
        throw new DomainError("forbidden", "Account deactivated");
      });
    expect(deactivated).toThrow("Account deactivated");
    expect(activity().map((row) => `${row.action}: ${row.description}`)).toEqual(["login.failure: Wrong password"]);
  });

  test("a refusal for want of a session is not recorded; an error is recorded once however deep", () => {
    const unauthenticated = () =>
      memberUseCase(ctx, memberActor({ userId }, META), "claim.refused", () => {
        throw new DomainError("unauthenticated", "Authentication required");
      });
    expect(unauthenticated).toThrow();
    const nested = () =>
      memberUseCase(ctx, memberActor({ userId }, META), "claim.refused", () =>
        memberUseCase(ctx, memberActor({ userId }, META), "claim.refused", () => {
          throw new DomainError("not_found", "Claim not found");
        }),
      );
    expect(nested).toThrow("Claim not found");
    expect(activity().map((row) => row.action)).toEqual(["claim.refused"]);
  });

  test("a use case that finds the member itself names them on each row; without one, a refusal records nothing", () => {
    memberUseCase(ctx, memberNotYetKnown(META), null, ({ commit }) =>
      commit(() => ({
        result: undefined,
        activity: { action: "reset.requested", description: "Password reset requested by email", userId },
      })),
    );
    const refused = () =>
      memberUseCase(ctx, memberNotYetKnown(META), "claim.refused", () => {
        throw new DomainError("invalid", "Wrong or expired code");
      });
    expect(refused).toThrow("Wrong or expired code");
    expect(activity().map((row) => row.action)).toEqual(["reset.requested"]);
  });

  test("errors that are not refusals pass through unrecorded", () => {
    const broken = () =>
      memberUseCase(ctx, memberActor({ userId }, META), "claim.refused", () => {
        throw new Error("disk on fire");
      });
    expect(broken).toThrow("disk on fire");
    expect(activity()).toEqual([]);
  });
});
