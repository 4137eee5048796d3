import { expect, test } from "bun:test";
import { rulePackSchema } from "./rule-pack";
import { shippedRulePacks } from "./rule-packs";
import tx from "./packs/tx.json";

test("every shipped pack reads through the schema: a state's two letters or the policy form, each rule with its citation", () => {
  const packs = shippedRulePacks();
  expect(packs.map((p) => p.scope).sort()).toEqual(["CA", "FL", "GA", "LA", "NY", "TX", "policy"]);
  for (const pack of packs) for (const rule of pack.rules) expect(rule.citation.url).toMatch(/^https?:\/\//);
});

const refusals = (pack: unknown) => {
  const result = rulePackSchema.safeParse(pack);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

test("a pack is refused when two rules of one duty could both apply, when a rule's id names another pack, or when a field is wrong", () => {
  const acknowledge = tx.rules[0]!;
  const overlapping = {
    ...tx,
    rules: [
      { ...acknowledge, id: "tx-a-old", period: { judgedBy: "start", until: "2023-01-01" } },
      { ...acknowledge, id: "tx-a-new", period: { judgedBy: "start", from: "2022-06-01" } },
    ],
  };
  expect(refusals(overlapping)).toEqual(["The periods of tx-acknowledge overlap"]);
  expect(refusals({ ...tx, rules: [{ ...acknowledge, id: "fl-acknowledge" }] })).toEqual(["Rule fl-acknowledge must start with tx-"]);
  expect(refusals({ ...tx, rules: [{ ...acknowledge, unit: "weeks" }] })).toHaveLength(1);
  expect(refusals({ ...tx, rules: [{ ...acknowledge, verifiedOn: "2026-02-30" }] })).toEqual(["A date is YYYY-MM-DD"]);
  expect(refusals({ ...tx, catastropheExtensionDays: undefined })).toEqual(
    expect.arrayContaining(["Rule tx-542-055-acknowledge is extended by a catastrophe the pack gives no days for"]),
  );
});
