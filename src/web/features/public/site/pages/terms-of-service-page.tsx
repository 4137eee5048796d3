// The terms of service (public-screens.md §2.14): twelve sections, the one billing policy, the
// operator's legal mailbox and the date the text last changed.
import { TERMS_VERSION, termsIntro, termsSections } from "#web/content/terms-of-service";
import { PolicyPage } from "../components/policy-page";

export function TermsOfServicePage() {
  return (
    <PolicyPage
      id="terms"
      title="Terms of Service"
      description="The terms for using the service: accounts, subscriptions and payment, acceptable use, liability and disputes."
      intro={termsIntro}
      sections={termsSections}
      updatedSetting="termsUpdated"
      lastChanged={TERMS_VERSION.lastChanged}
    />
  );
}
