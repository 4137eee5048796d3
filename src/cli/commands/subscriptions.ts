// `aan subscriptions …` and `aan plans …`: members' packages and the packages themselves, through
// the same core functions as the panel.
import type { Command } from "commander";
import { listPaymentEvents } from "#core/subscriptions/payment-webhook";
import { changePlan, listPlans } from "#core/subscriptions/plans";
import { activateSubscription, cancelSubscription, listSubscriptions, NO_SUBSCRIPTION, showSubscription } from "#core/subscriptions/subscriptions";
import type { SubscriptionView } from "#shared/api-types";
import { BILLING_FREQUENCIES, PACKAGE_NAMES } from "#shared/billing-policy";
import type { CliRun } from "../cli-run";
import { DATA_DIR_FLAG, type DataDirOption } from "../cli-context";
import { dateText } from "../output";

type JsonOption = { json?: boolean };

const quotaText = (s: SubscriptionView) =>
  `estimates ${s.quotas.estimates.remaining}/${s.quotas.estimates.quota}  appraisals ${s.quotas.appraisals.remaining}/${s.quotas.appraisals.quota}  ` +
  `engineer visits ${s.quotas.engineerAssignments.remaining}/${s.quotas.engineerAssignments.quota}  attorney ${s.quotas.attorneyAssistance.remaining}/${s.quotas.attorneyAssistance.quota}`;

export function registerSubscriptionCommands(program: Command, run: CliRun) {
  const { out } = run;
  const subscriptions = program.command("subscriptions").description("members' packages: activate, list, show, cancel, payment events");

  subscriptions
    .command("activate <member>")
    .description("start a package for a member (username or id) who has none running")
    .requiredOption("--plan <package>", PACKAGE_NAMES.join("|"))
    .requiredOption("--frequency <frequency>", BILLING_FREQUENCIES.join("|"))
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("subscriptions.activate", (ref: string, options: DataDirOption & JsonOption & { plan: string; frequency: string }) => {
        const result = activateSubscription(run.context(), run.actor(), ref, { plan: options.plan, frequency: options.frequency });
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  subscriptions
    .command("list")
    .description("subscription periods, newest first")
    .option("-q, --search <text>", "filter by username or package")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & { search?: string }) => {
        const result = listSubscriptions(run.context(), { q: options.search });
        if (options.json) return out.json(result);
        if (result.subscriptions.length === 0) return out.line(options.search ? `No subscriptions match "${options.search}"` : "No subscriptions yet");
        out.table(
          [{ title: "MEMBER", width: 24 }, { title: "PACKAGE" }, { title: "FREQUENCY" }, { title: "STATE" }, { title: "DUE" }, { title: "STARTED" }, { title: "ACTIVATED BY", width: 30 }],
          result.subscriptions.map((s) => [s.username, s.planDisplayName, s.frequency, s.state, s.dueDate, dateText(s.startDate), s.activatedBy]),
          (index) => (result.subscriptions[index]!.state === "active" ? "text" : "notice"),
        );
      }),
    );

  subscriptions
    .command("show <member>")
    .description("a member's current subscription and its payments")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("access", (ref: string, options: DataDirOption & JsonOption) => {
        const result = showSubscription(run.context(), run.actor(), ref);
        if (options.json) return out.json(result);
        const s = result.subscription;
        if (!s) return out.line(NO_SUBSCRIPTION(ref));
        out.heading(`${s.username}: ${s.planDisplayName} (${s.frequency}) ${s.state.toUpperCase()}`);
        out.line(`Period ${dateText(s.startDate)} to ${dateText(s.endDate)}  next payment $${s.price} due ${s.dueDate}${s.daysPastDue ? ` (${s.daysPastDue} day(s) late)` : ""}`);
        if (s.cancelledAt) out.line(`Cancelled ${dateText(s.cancelledAt)}: ends on ${s.dueDate}`);
        out.line(quotaText(s));
        out.line();
        out.table(
          [{ title: "PAID (UTC)" }, { title: "AMOUNT" }, { title: "SETTLED DUE" }, { title: "NEXT DUE" }, { title: "SOURCE", width: 40 }],
          result.payments.map((p) => [dateText(p.paidAt), p.amount ?? "", p.settledDueDate, p.nextDueDate, p.source]),
        );
      }),
    );

  subscriptions
    .command("cancel <member>")
    .description("end a member's subscription at the end of its paid period (no refund)")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action("subscriptions.cancel", (ref: string, options: DataDirOption & JsonOption) => {
        const result = cancelSubscription(run.context(), run.actor(), ref);
        if (options.json) return out.json(result);
        out.heading(result.message);
      }),
    );

  subscriptions
    .command("payments")
    .description("events received from the payment provider, newest first (unmatched ones need you)")
    .option("--outcome <outcome>", "applied|ignored|unmatched")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption & { outcome?: string }) => {
        const result = listPaymentEvents(run.context(), { outcome: options.outcome });
        if (options.json) return out.json(result);
        if (result.events.length === 0) return out.line("No payment events");
        out.table(
          [{ title: "RECEIVED (UTC)" }, { title: "TYPE", width: 28 }, { title: "OUTCOME" }, { title: "MEMBER", width: 24 }, { title: "DETAIL", width: 50 }, { title: "EVENT", width: 32 }],
          result.events.map((e) => [dateText(e.receivedAt), e.type, e.outcome, e.username, e.detail, e.id]),
          (index) => (result.events[index]!.outcome === "unmatched" ? "notice" : "text"),
        );
      }),
    );

  const plans = program.command("plans").description("the packages members buy: list, set");

  plans
    .command("list")
    .description("the packages with prices and quotas per 30-day period")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(null, (options: DataDirOption & JsonOption) => {
        const result = listPlans(run.context());
        if (options.json) return out.json(result);
        out.table(
          [{ title: "PACKAGE" }, { title: "MONTHLY" }, { title: "WEEKLY" }, { title: "ESTIMATES" }, { title: "APPRAISALS" }, { title: "ENGINEER" }, { title: "ATTORNEY" }, { title: "ON SALE" }],
          result.plans.map((p) => [p.displayName, p.pricePerMonth, p.pricePerWeek, String(p.estimatesQuota), String(p.appraisalsQuota), String(p.engineerAssignmentsQuota), String(p.attorneyAssistanceQuota), p.isActive ? "yes" : "no"]),
        );
      }),
    );

  plans
    .command("set <package>")
    .description("change a package's prices, quotas or sale (running subscriptions keep theirs)")
    .option("--monthly <amount>", "price per month")
    .option("--weekly <amount>", "price per week")
    .option("--estimates <n>", "reconstructed estimates per period")
    .option("--appraisals <n>", "appraisal credits per period")
    .option("--engineer <n>", "engineer visits per period")
    .option("--attorney <n>", "attorney-backed demand letters per period")
    .option("--on-sale <yes|no>", "whether members can buy it")
    .option(...DATA_DIR_FLAG)
    .option("--json", "print one JSON document")
    .action(
      run.action(
        "plans.update",
        (name: string, options: DataDirOption & JsonOption & { monthly?: string; weekly?: string; estimates?: string; appraisals?: string; engineer?: string; attorney?: string; onSale?: string }) => {
          const result = changePlan(run.context(), run.actor(), name, {
            pricePerMonth: options.monthly,
            pricePerWeek: options.weekly,
            estimatesQuota: options.estimates,
            appraisalsQuota: options.appraisals,
            engineerAssignmentsQuota: options.engineer,
            attorneyAssistanceQuota: options.attorney,
            isActive: options.onSale === undefined ? undefined : options.onSale === "yes" ? true : options.onSale === "no" ? false : options.onSale,
          });
          if (options.json) return out.json(result);
          out.heading(result.message);
        },
      ),
    );
}
