// The terms of service (public-screens.md §2.14): twelve sections. The payment section shows the
// one billing policy of src/shared/billing-policy.ts word for word (spec README decision 5).
import { CANCELLATION_POLICY, DUE_DATE_RULE, LATE_PAYMENT_POLICY, LEGAL_RESPONSE_TEXT } from "#shared/billing-policy";
import { MAX_UPLOAD_BYTES } from "#shared/upload-limits";
import { list, mailboxText, text, type PolicySection, type PolicyTextVersion } from "./policy-document";

/** The late-payment words changed on this day (they now state "no grace periods and no extensions"). */
export const TERMS_VERSION: PolicyTextVersion = { lastChanged: "2026-11-28", fingerprint: "4331b08c793fd313" };

const UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

export const termsIntro = (brand: string) =>
  `These terms govern your use of ${brand} ("the service", "we"). Please read them before you register or buy a package.`;

export function termsSections(brand: string): readonly PolicySection[] {
  return [
    {
      id: "agreement",
      title: "Agreement to Terms",
      blocks: [
        text(`By registering for or using ${brand} you agree to these terms. If you do not agree, do not use the service.`),
        text("You must be 18 or older to use the service."),
      ],
    },
    {
      id: "service-description",
      title: "Service Description",
      blocks: [
        text(`${brand} is an invitation-only network of claim professionals. Depending on the package bought, the service includes:`),
        list(
          "Claim analysis and reconstruction",
          "Review of estimate files in the ESX format",
          "Appraisal credits and engineer visits",
          "Attorney coordination",
          "Claim submission to carriers, with negotiation support",
        ),
        text(
          "After purchase, all communication with the network is by a mobile messaging service: file uploads and text only, no voice calls and no voice notes. Contracts are sent the same way.",
        ),
      ],
    },
    {
      id: "account-registration",
      title: "Account Registration",
      blocks: [
        list(
          "Registration needs an invitation code. Each code is single-use and non-transferable.",
          "The details you give must be accurate and kept up to date.",
          "Keep your password to yourself. You are responsible for what is done with your account.",
          "Your account may be used on a limited number of devices.",
          "Packages can be bought only once your account is activated.",
        ),
      ],
    },
    {
      id: "subscription-and-payment",
      title: "Subscription and Payment",
      blocks: [
        text("Packages are billed weekly or monthly, as chosen at purchase. Payments are taken by our card payment provider."),
        text(DUE_DATE_RULE),
        text(LATE_PAYMENT_POLICY, "late-payment-policy"),
        text("A renewal notice is sent through the messaging service within 1 day of renewal."),
        text(CANCELLATION_POLICY),
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      blocks: [
        text("You agree not to:"),
        list(
          "Use the service for anything unlawful, including inflated, staged or fraudulent claims.",
          "Upload falsified documents or photos.",
          "Share your account, your devices' access or an invitation code with anyone else.",
          "Copy, scrape or resell the service or its content.",
          "Interfere with the service or try to reach data that is not yours.",
        ),
        text(`Uploads must be estimate files (ESX), photos (JPEG or PNG) or documents (PDF), at most ${UPLOAD_MB} MB each.`),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      blocks: [
        text(
          `The service, its texts, tools and the reconstructed estimates we prepare belong to ${brand} and its professionals. You may use what we deliver for your own claims.`,
        ),
        text("Files you upload remain yours. You allow us to use them to deliver the service to you."),
      ],
    },
    {
      id: "disclaimers-and-liability",
      title: "Disclaimers and Limitation of Liability",
      blocks: [
        text(
          "No outcome is guaranteed: what a carrier pays depends on the policy, the facts and the carrier. The service is not a law firm and does not give legal advice; attorney coordination puts you in touch with independent attorneys.",
        ),
        text(
          'The service is provided "as is". To the extent the law allows, our total liability for any claim is capped at the amount you paid us in the 12 months before the claim arose.',
        ),
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        text(
          `You agree to defend and hold harmless ${brand} and its professionals against claims arising from your breach of these terms, from the documents you supply, or from your misuse of the service.`,
        ),
      ],
    },
    {
      id: "dispute-resolution",
      title: "Dispute Resolution",
      blocks: [
        mailboxText(
          "legalEmail",
          "Please write to the legal mailbox first; most disagreements can be settled that way.",
          "Please write to us through the contact form first; most disagreements can be settled that way.",
        ),
        text(
          "Disputes that cannot be settled informally are resolved by binding arbitration on an individual basis. You and we each waive the right to a jury trial and to take part in a class action or class arbitration (class action waiver).",
        ),
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        text(
          "We may suspend or end your access at any time, including for a breach of these terms or for late payment as described under Subscription and Payment.",
        ),
        text("You may cancel by contacting support; the cancellation takes effect as described under Subscription and Payment."),
      ],
    },
    {
      id: "changes-to-terms",
      title: "Changes to Terms",
      blocks: [
        text(
          'When these terms change, the "Last Updated" date at the top of this page changes with them. Using the service after a change means you accept the revised terms.',
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        mailboxText(
          "legalEmail",
          "Legal notices and questions about these terms go to our legal mailbox.",
          "Legal notices and questions about these terms reach us through the contact form.",
        ),
        { kind: "mailbox", setting: "legalEmail", label: "Legal mailbox", response: LEGAL_RESPONSE_TEXT },
      ],
    },
  ];
}
