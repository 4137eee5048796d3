// A member who filed a claim, set up in-process the way a person gets there: registered on a
// device, given a package by the operator, then the claim filed through the API.
import { cliActor } from "#core/actor";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import type { SignedInAdmin } from "./admin-session";
import { claimForm } from "./claim-form";
import { registerMember, type Member } from "./member-session";

export async function memberWithFiledClaim(admin: SignedInAdmin, operator = "tests"): Promise<{ member: Member; claimId: string }> {
  const member = await registerMember(admin.ctx, admin.request);
  activateSubscription(admin.ctx, cliActor(operator), member.username, { plan: "phantom", frequency: "monthly" });
  const filed = await admin.request("POST", "/api/claims", { cookie: member.cookie, headers: member.device, body: claimForm() });
  if (filed.status !== 200) throw new Error(`claim: ${filed.status} ${filed.text}`);
  return { member, claimId: filed.json.claim.id as string };
}
