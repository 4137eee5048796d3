// The privacy policy (public-screens.md §2.13): eight sections, the operator's privacy mailbox and
// the date the text last changed.
import { PRIVACY_POLICY_VERSION, privacyPolicyIntro, privacyPolicySections } from "#web/content/privacy-policy";
import { PolicyPage } from "../components/policy-page";

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      id="privacy"
      title="Privacy Policy"
      description="What the service collects, why, who sees it, how long it is kept and what you can ask of us."
      intro={privacyPolicyIntro}
      sections={privacyPolicySections}
      updatedSetting="privacyPolicyUpdated"
      lastChanged={PRIVACY_POLICY_VERSION.lastChanged}
    />
  );
}
