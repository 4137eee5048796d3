// The packages page's activation notice (public-screens.md §2.8: packages cannot be bought until
// the account is activated, after which instructions for claims and photos follow), said to the
// one who reads it. A visitor is told to sign in; a signed-in member is already activated and is
// told what comes next; a member who holds a package is told they hold it; an admin is pointed to
// the panel. Telling a signed-in member to sign in would be untrue.
import { isPayingState, type SubscriptionState } from "#shared/billing-policy";
import type { PaymentLinkCoverage } from "./payment-link";

export type NoticeReader =
  | { kind: "visitor" }
  | { kind: "admin"; username: string }
  | {
      kind: "member";
      username: string;
      held: { plan: string; state: SubscriptionState; dueDate: string } | null;
      /** Which packages have a payment link; undefined while the settings are unknown (loading or failed). */
      paymentLinks?: PaymentLinkCoverage;
    };

export type NoticeLink = { label: string; to: "login" | "register" | "claims" | "contact" | "admin" };

/** `tone` "warn" asks for something (sign in, pay); "ok" only informs. */
export type ActivationNotice = {
  kind: "visitor" | "member" | "holder" | "admin";
  tone: "warn" | "ok";
  title: string;
  text: string;
  links: NoticeLink[];
};

/**
 * Where the buy button of a chosen package leads: the payment page where there is a link, the
 * contact form where there is none (the button then reads CONTACT US TO BUY). While the settings
 * are unknown the sentence names both, which is true either way.
 */
function buyStep(paymentLinks: PaymentLinkCoverage | undefined): string {
  if (paymentLinks === "all") return "then BUY NOW takes you to the payment page.";
  if (paymentLinks === "none")
    return "then CONTACT US TO BUY takes you to the contact form: send us a message and we reply with how to pay.";
  return "then BUY NOW takes you to the payment page, or, for a package bought through our team, CONTACT US TO BUY takes you to the contact form.";
}

const INSTRUCTIONS = "After activation you receive the instructions for submitting claims and photos through the messaging service.";

export function activationNotice(reader: NoticeReader): ActivationNotice {
  if (reader.kind === "admin") {
    return {
      kind: "admin",
      tone: "ok",
      title: "ADMIN VIEW",
      text: `You are signed in as the administrator ${reader.username}. Members buy packages here with their own accounts; packages are activated and reviewed in the admin panel.`,
      links: [{ label: "Admin panel", to: "admin" }],
    };
  }
  if (reader.kind === "visitor") {
    return {
      kind: "visitor",
      tone: "warn",
      title: "ACTIVATION REQUIRED",
      text: `Packages cannot be purchased until your account is activated: sign in with the account you registered with your invitation code. ${INSTRUCTIONS}`,
      links: [
        { label: "Sign in", to: "login" },
        { label: "Register with a code", to: "register" },
      ],
    };
  }
  const held = reader.held;
  if (held && isPayingState(held.state)) {
    const suspended = held.state === "suspended";
    return {
      kind: "holder",
      tone: suspended ? "warn" : "ok",
      title: `${held.plan.toUpperCase()} PACKAGE ${suspended ? "SUSPENDED" : "ACTIVE"}`,
      text: suspended
        ? `Your ${held.plan} package is suspended: the payment due ${held.dueDate} is late. New claims can be filed once it is paid. A package cannot be bought twice or changed online.`
        : `You hold the ${held.plan} package; the next payment is due ${held.dueDate}. Claims and photos go in on your claims page. A package cannot be bought twice or changed online.`,
      links: [
        { label: "Your claims", to: "claims" },
        { label: "Contact us about a change", to: "contact" },
      ],
    };
  }
  const ended = held ? ` Your ${held.plan} package has ended; a new package starts a new subscription.` : "";
  return {
    kind: "member",
    tone: "ok",
    title: "ACCOUNT ACTIVE",
    text: `You are signed in as ${reader.username}, so your account is activated: choose a package and Monthly or Weekly, ${buyStep(reader.paymentLinks)}${ended} After payment you receive the instructions for submitting claims and photos through the messaging service.`,
    links: [],
  };
}
