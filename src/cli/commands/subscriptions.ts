// `aan subscriptions …` and `aan plans …`: members' packages and the packages themselves, through
// the same core functions as the panel.
import { ok } from "#shared/answer";
import type { Command } from "commander";
import { listPaymentEvents } from "#core/subscriptions/payment-webhook";
import { changePlan, listPlans } from "#core/subscriptions/plans";
import {
  activateSubscription,
  cancelSubscription,
  listSubscriptions,
  NO_SUBSCRIPTION,
  showSubscription,
} from "#core/subscriptions/subscriptions";
import type { SubscriptionView } from "#shared/answers/subscriptions";
import { BILLING_FREQUENCIES, PACKAGE_NAMES } from "#shared/billing-policy";
import type { CliRun } from "../cli-run";
import { defineCommand, requiredOption } from "../define-command";
import { dateText } from "../output";
import { formatDollars } from "#shared/number-text";

const quotaText = (s: SubscriptionView) =>
  `estimates ${s.quotas.estimates.remaining}/${s.quotas.estimates.quota}  appraisals ${s.quotas.appraisals.remaining}/${s.quotas.appraisals.quota}  ` +
  `engineer visits ${s.quotas.engineerAssignments.remaining}/${s.quotas.engineerAssignments.quota}  attorney ${s.quotas.attorneyAssistance.remaining}/${s.quotas.attorneyAssistance.quota}`;

export function registerSubscriptionCommands(program: Command, run: CliRun) {
  const { out } = run;
  const subscriptions = program.command("subscriptions").description("members' packages: activate, list, show, cancel, payment events");
  const printMessage = (result: { message: string }) => out.heading(result.message);

  defineCommand(subscriptions, run, {
    name: "activate <member>",
    description: "start a package for a member (username or id) who has none running",
    options: [
      requiredOption("--plan <package>", PACKAGE_NAMES.join("|")),
      requiredOption("--frequency <frequency>", BILLING_FREQUENCIES.join("|")),
    ],
    audit: "subscriptions.activate",
    json: true,
    run: (ref: string, options: { plan: string; frequency: string }) =>
      ok(activateSubscription(run.context(), run.actor(), ref, { plan: options.plan, frequency: options.frequency })),
    print: printMessage,
  });

  defineCommand(subscriptions, run, {
    name: "list",
    description: "subscription periods, newest first",
    options: [["-q, --search <text>", "filter by username or package"]],
    audit: null,
    json: true,
    run: (options: { search?: string }) => ok(listSubscriptions(run.context(), { q: options.search })),
    print: (result, options) => {
      if (result.subscriptions.length === 0)
        return out.line(options.search ? `No subscriptions match "${options.search}"` : "No subscriptions yet");
      out.table(
        [
          { title: "MEMBER", width: 24 },
          { title: "PACKAGE" },
          { title: "FREQUENCY" },
          { title: "STATE" },
          { title: "DUE" },
          { title: "STARTED" },
          { title: "ACTIVATED BY", width: 30 },
        ],
        result.subscriptions.map((s) => [
          s.username,
          s.planDisplayName,
          s.frequency,
          s.state,
          s.dueDate,
          dateText(s.startDate),
          s.activatedBy,
        ]),
        (index) => (result.subscriptions[index]!.state === "active" ? "text" : "notice"),
      );
    },
  });

  defineCommand(subscriptions, run, {
    name: "show <member>",
    description: "a member's current subscription and its payments",
    audit: "access",
    json: true,
    run: (ref: string) => ok(showSubscription(run.context(), run.actor(), ref)),
    print: (result, ref) => {
      const s = result.subscription;
      if (!s) return out.line(NO_SUBSCRIPTION(ref));
      out.heading(`${s.username}: ${s.planDisplayName} (${s.frequency}) ${s.state.toUpperCase()}`);
      out.line(
        `Period ${dateText(s.startDate)} to ${dateText(s.endDate)}  next payment ${formatDollars(s.price)} due ${s.dueDate}${s.daysPastDue ? ` (${s.daysPastDue} day(s) late)` : ""}`,
      );
      if (s.cancelledAt) out.line(`Cancelled ${dateText(s.cancelledAt)}: ends on ${s.dueDate}`);
      out.line(quotaText(s));
      out.line();
      out.table(
        [{ title: "PAID (UTC)" }, { title: "AMOUNT" }, { title: "SETTLED DUE" }, { title: "NEXT DUE" }, { title: "SOURCE", width: 40 }],
        result.payments.map((p) => [dateText(p.paidAt), p.amount ?? "", p.settledDueDate, p.nextDueDate, p.source]),
      );
    },
  });
  defineCommand(subscriptions, run, {
    name: "cancel <member>",
    description: "end a member's subscription at the end of its paid period (no refund)",
    audit: "subscriptions.cancel",
    json: true,
    run: (ref: string) => ok(cancelSubscription(run.context(), run.actor(), ref)),
    print: printMessage,
  });

  defineCommand(subscriptions, run, {
    name: "payments",
    description: "events received from the payment provider, newest first (unmatched ones need you)",
    options: [["--outcome <outcome>", "applied|ignored|unmatched"]],
    audit: null,
    json: true,
    run: (options: { outcome?: string }) => ok(listPaymentEvents(run.context(), { outcome: options.outcome })),
    print: (result) => {
      if (result.events.length === 0) return out.line("No payment events");
      out.table(
        [
          { title: "RECEIVED (UTC)" },
          { title: "TYPE", width: 28 },
          { title: "OUTCOME" },
          { title: "MEMBER", width: 24 },
          { title: "DETAIL", width: 50 },
          { title: "EVENT", width: 32 },
        ],
        result.events.map((e) => [dateText(e.receivedAt), e.type, e.outcome, e.username, e.detail, e.id]),
        (index) => (result.events[index]!.outcome === "unmatched" ? "notice" : "text"),
      );
    },
  });

  const plans = program.command("plans").description("the packages members buy: list, set");

  defineCommand(plans, run, {
    name: "list",
    description: "the packages with prices and quotas per 30-day period",
    audit: null,
    json: true,
    run: () => ok(listPlans(run.context())),
    print: (result) =>
      out.table(
        [
          { title: "PACKAGE" },
          { title: "MONTHLY" },
          { title: "WEEKLY" },
          { title: "ESTIMATES" },
          { title: "APPRAISALS" },
          { title: "ENGINEER" },
          { title: "ATTORNEY" },
          { title: "ON SALE" },
        ],
        result.plans.map((p) => [
          p.displayName,
          formatDollars(p.pricePerMonth),
          formatDollars(p.pricePerWeek),
          String(p.estimatesQuota),
          String(p.appraisalsQuota),
          String(p.engineerAssignmentsQuota),
          String(p.attorneyAssistanceQuota),
          p.isActive ? "yes" : "no",
        ]),
      ),
  });

  defineCommand(plans, run, {
    name: "set <package>",
    description: "change a package's prices, quotas or sale (running subscriptions keep theirs)",
    options: [
      ["--monthly <amount>", "price per month"],
      ["--weekly <amount>", "price per week"],
      ["--estimates <n>", "reconstructed estimates per period"],
      ["--appraisals <n>", "appraisal credits per period"],
      ["--engineer <n>", "engineer visits per period"],
      ["--attorney <n>", "attorney-backed demand letters per period"],
      ["--on-sale <yes|no>", "whether members can buy it"],
    ],
    audit: "plans.update",
    json: true,
    run: (
      name: string,
      options: {
        monthly?: string;
        weekly?: string;
        estimates?: string;
        appraisals?: string;
        engineer?: string;
        attorney?: string;
        onSale?: string;
      },
    ) =>
      ok(
        changePlan(run.context(), run.actor(), name, {
          pricePerMonth: options.monthly,
          pricePerWeek: options.weekly,
          estimatesQuota: options.estimates,
          appraisalsQuota: options.appraisals,
          engineerAssignmentsQuota: options.engineer,
          attorneyAssistanceQuota: options.attorney,
          isActive:
            options.onSale === undefined ? undefined : options.onSale === "yes" ? true : options.onSale === "no" ? false : options.onSale,
        }),
      ),
    print: printMessage,
  });
}
