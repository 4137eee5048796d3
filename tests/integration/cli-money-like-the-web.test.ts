// The CLI prints money as the web does ("$52,000.50", formatDollars of src/shared/number-text.ts):
// a claim's amounts in `aan claims show`, and the completed claims' amounts in `aan stats`.
import { describe, expect, test } from "bun:test";
import { cliActor } from "#core/actor";
import { changeClaimStatus } from "#core/claims/claims";
import { activateSubscription } from "#core/subscriptions/subscriptions";
import { runCli } from "../helpers/cli";
import { registerMember } from "../helpers/member-session";
import { scenarioTemplate } from "../helpers/scenario";

const template = scenarioTemplate<{ claimId: string }>({
  build: async (w) => {
    const owner = await registerMember(w.ctx, w.request);
    activateSubscription(w.ctx, cliActor("tests"), owner.username, { plan: "phantom", frequency: "monthly" });
    const reply = await w.as({ member: () => owner })("POST", "/api/claims", {
      body: {
        propertyAddress: "9 Money Rd",
        homeowner: "C",
        col: "2026-01-01",
        dol: "2026-01-02",
        inspectionStatus: "pending",
        serviceRequestType: "estimate",
        originalClaimAmount: "52000.5",
      },
    });
    const claimId = reply.json.claim.id as string;
    for (const status of ["in_review", "in_progress"]) changeClaimStatus(w.ctx, cliActor("tests"), claimId, { status });
    changeClaimStatus(w.ctx, cliActor("tests"), claimId, { status: "completed", finalClaimAmount: "61250" });
    return { claimId };
  },
});

describe("money in the CLI", () => {
  test("aan claims show prints a claim's amounts as the web does", async () => {
    const w = await template.fresh({ onDisk: true });
    const result = await runCli(["claims", "show", w.fixture.claimId], { dataDir: w.ctx.config.dataDir });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("original $52,000.50  final $61,250.00");
  });

  test("aan stats prints the completed claims' amounts as the web does", async () => {
    const w = await template.fresh({ onDisk: true });
    const result = await runCli(["stats"], { dataDir: w.ctx.config.dataDir });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/completed, original .* \$52,000\.50\n/);
    expect(result.stdout).toMatch(/completed, final .* \$61,250\.00\n/);
  });
});

describe("the bars of aan stats", () => {
  test("a heading names what one bar covers as drawn: a week of hours folded into the line is per 6 hours", async () => {
    const w = await template.fresh({ onDisk: true });
    const week = await runCli(["stats", "--range", "7d"], { dataDir: w.ctx.config.dataDir });
    expect(week.exitCode).toBe(0);
    // 80 columns leave the sparkline 32: 168 hours fold 6 to a bar; 7 days fit one a bar.
    expect(week.stdout).toContain("SECURITY (sign-ins per 6 hours; new devices per day)");
    expect(week.stdout).toContain("MEMBERS (per day; devices per day)");
    const year = await runCli(["stats", "--range", "365d"], { dataDir: w.ctx.config.dataDir });
    expect(year.stdout).not.toMatch(/\(.*per (hour|day|week)[;)]/);
  });
});
