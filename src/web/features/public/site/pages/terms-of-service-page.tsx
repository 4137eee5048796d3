// The terms of service (public-screens.md §2.14): twelve sections, the one billing policy, the
// operator's legal mailbox and the date the text last changed.
import { APP_NAME } from "#shared/constants";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { termsIntro, termsSections } from "#web/content/terms-of-service";
import { settingOf, useSiteSettings } from "#web/features/public/shared/public-content-api";
import { PolicyPage } from "../components/policy-page";

export function TermsOfServicePage() {
  usePageMeta(
    pageTitle("Terms of Service"),
    "The terms for using the service: accounts, subscriptions and payment, acceptable use, liability and disputes.",
  );
  const settings = useSiteSettings();
  const brand = settingOf(settings.data, "brandName") || APP_NAME;
  return (
    <PolicyPage
      id="terms"
      title="Terms of Service"
      intro={termsIntro(brand)}
      sections={termsSections(brand)}
      settings={settings}
      updatedSetting="termsUpdated"
    />
  );
}
