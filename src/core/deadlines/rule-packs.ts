// The packs the product ships, each parsed by the schema when first asked for: a pack that does not
// parse stops the clock's first use with the pack's name and the reason, and fails its test first.
import ca from "./packs/ca.json";
import fl from "./packs/fl.json";
import ga from "./packs/ga.json";
import la from "./packs/la.json";
import ny from "./packs/ny.json";
import policy from "./packs/policy.json";
import tx from "./packs/tx.json";
import { rulePackSchema, type RulePack } from "./rule-pack";

const SHIPPED: Record<string, unknown> = { ca, fl, ga, la, ny, policy, tx };

/** The packs as shipped, before parsing: what the stored deadlines' fingerprint is taken from, so a start need not load the schema. */
export const shippedPackData = (): Readonly<Record<string, unknown>> => SHIPPED;

let parsed: RulePack[] | undefined;

export function shippedRulePacks(): RulePack[] {
  return (parsed ??= Object.entries(SHIPPED).map(([file, data]) => {
    const result = rulePackSchema.safeParse(data);
    if (!result.success) throw new Error(`Rule pack ${file}.json: ${result.error.issues.map((i) => i.message).join("; ")}`);
    return result.data;
  }));
}
