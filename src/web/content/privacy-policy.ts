// The privacy policy (public-screens.md §2.13): eight sections. What it says matches what the
// service does: the fields it stores, the cookies it sets (src/server/site-cookies.ts and its
// callers), what it keeps of a device, argon2id password hashes, card data kept by the payment
// provider only, claim records kept about 7 years.
import { PRIVACY_RESPONSE_TEXT } from "#shared/billing-policy";
import { list, mailboxText, text, type PolicySection, type PolicyTextVersion } from "./policy-document";

export const PRIVACY_POLICY_VERSION: PolicyTextVersion = { lastChanged: "2026-11-28", fingerprint: "821cc8782fb3c964" };

export const privacyPolicyIntro = (brand: string) =>
  `This policy explains what ${brand} ("we") collects when you use the service, why, who else sees it, how long we keep it and what you can ask of us.`;

export function privacyPolicySections(brand: string): readonly PolicySection[] {
  return [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        text("We collect only what the service needs to run:"),
        list(
          "Account details you give us: username, full name, e-mail address, phone number, and the invitation code you registered with.",
          'Sign-in and device records: for each browser you sign in from, its name (such as "Phone - Chrome on Android", which you can change), when it was first and last used, and a hash of browser traits it sends (such as screen size, time zone and language), which we record but do not use to recognise the device; also your IP address and browser, and the times of sign-ins and other account activity.',
          "Claim material you upload: policy documents, photos, estimate files and the notes you add.",
          "Messages you send through the contact form: your callsign, e-mail address, operation type and message.",
          "Payment records: the package, amount, date and payment reference our card payment provider reports to us.",
        ),
        text(`${brand} sets only the cookies the service needs to work. We use no advertising or tracking cookies.`),
        list(
          "A session cookie that keeps you signed in. It lasts at most 12 hours, and stops working when you sign out or after 30 minutes without use.",
          'A signed-in marker (the value "1", nothing else), set and cleared together with the session cookie, so our pages know without asking whether you are signed in.',
          "A device cookie, given the first time you sign in from a browser, so we recognise that browser as one of your devices. It lasts 400 days and stays when you sign out; we keep only a hash of it.",
          "A visitor cookie, a random value given with the pages you open, which ends when you close your browser. It is used only to count how many people are on the site at the moment.",
          "An administrator session cookie, for the team's administrators only, while they are signed in to the admin panel.",
        ),
        text(
          "Your browser also keeps a copy of the appraiser directory so that page opens quickly, and, while you sign in to buy a package, which package you chose.",
        ),
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Information",
      blocks: [
        list(
          "To run your account, sign you in and keep it bound to your own devices.",
          "To work on your claims and deliver the services of your package.",
          "To send account notices: renewal notices, password resets and sign-ins from a new device.",
          "To answer your messages.",
          "To keep the service secure: spotting abuse, limiting repeated attempts and keeping an audit log of administrative actions.",
        ),
        text("We do not sell your information, and we do not use it for advertising."),
      ],
    },
    {
      id: "how-we-share-information",
      title: "How We Share Information",
      blocks: [
        text("We share information only with those who need it to deliver the service:"),
        list(
          "Our card payment provider, which takes your payment on its own secure pages.",
          "Our e-mail service (and text-message service, when you choose SMS), which delivers account notices.",
          "Network professionals assigned to your claim (appraisers, engineers, attorneys), who receive the claim material they need for it.",
          "Authorities, when the law requires us to.",
        ),
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        list(
          "Your data is encrypted in transit (HTTPS) and at rest (the service runs on encrypted storage).",
          "Passwords are hashed (argon2id): nobody, including us, can read them.",
          "Card data is never stored by us: card numbers go to the card payment provider only.",
          "Sessions end when you sign out and expire when left idle.",
          "Administrators' access to member data is limited to their role and recorded in an audit log.",
        ),
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      blocks: [
        text("Claim records are typically retained for 7 years, the period claim disputes, audits and regulators usually require."),
        text(
          "Account details are kept while your account exists. Security and audit records are kept for a limited period and then deleted. Contact messages are kept until they have been handled and are no longer needed.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      blocks: [
        text("You may ask us to:"),
        list(
          "Access the information we hold about you.",
          "Correct information that is wrong or incomplete.",
          "Delete your information, except records the law requires us to keep.",
          "Opt out of marketing messages.",
          "Export your information in a portable format.",
        ),
        mailboxText(
          "privacyEmail",
          "Send requests to the privacy mailbox below. We may ask you to confirm your identity before we act on one.",
          "Send requests through the contact form. We may ask you to confirm your identity before we act on one.",
        ),
      ],
    },
    {
      id: "contact-us",
      title: "Contact Us",
      blocks: [
        mailboxText(
          "privacyEmail",
          "Questions and requests about your information go to our privacy mailbox.",
          "Questions and requests about your information reach us through the contact form.",
        ),
        { kind: "mailbox", setting: "privacyEmail", label: "Privacy mailbox", response: PRIVACY_RESPONSE_TEXT },
      ],
    },
    {
      id: "changes-to-this-policy",
      title: "Changes to This Policy",
      blocks: [
        text(
          'When this policy changes, the "Last Updated" date at the top of this page changes with it. The policy in force is always the one on this page.',
        ),
      ],
    },
  ];
}
