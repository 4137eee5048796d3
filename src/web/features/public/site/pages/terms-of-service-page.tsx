// The terms of service (public-screens.md §2.14): twelve sections, the one billing policy, the
// operator's legal mailbox and the date the text last changed.
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { TERMS_VERSION, termsIntro, termsSections } from "#web/content/terms-of-service";
import { PolicyPage } from "../components/policy-page";

export function TermsOfServicePage() {
  usePageMeta(
    pageTitle("Terms of Service"),
    "The terms for using the service: accounts, subscriptions and payment, acceptable use, liability and disputes.",
  );
  return (
    <PolicyPage
      id="terms"
      title="Terms of Service"
      intro={termsIntro}
      sections={termsSections}
      updatedSetting="termsUpdated"
      lastChanged={TERMS_VERSION.lastChanged}
    />
  );
}
