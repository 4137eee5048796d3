// /service-request: ask for a service (open to visitors; a signed-in member's name, e-mail, phone
// and package are filled in and the request is linked to them). After sending, the server's
// answer (with the support response time) replaces the form.
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import "#web/components/panel/panel.css";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { ServiceRequestForm } from "../components/service-request-form";
import { ClaimsHead } from "../components/claims-head";
import { planTypeName, serviceTypeName } from "../lib/claim-texts";
import { initialRequestValues } from "../lib/service-request-form";
import "#web/features/member/shared/member-card.css";
import "../claims.css";

export function ServiceRequestPage() {
  usePageMeta(pageTitle("Service Request"), "Ask AAN for an estimate, an appraisal, an engineer or attorney assistance.");
  const me = useCurrentMember();
  const member = me.data?.user;
  const subscription = useMemberSubscription(member?.id);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<Schema<"ServiceRequestSentAnswer">>();
  // The form starts once it is known whether a member is here (and which package they hold).
  const ready = !me.isPending && (!member || !subscription.isPending);

  return (
    <div className="claims claims--narrow">
      <ClaimsHead kicker="REQUEST CHANNEL" title="Service Request">
        {member ? (
          <Link to={PAGE_PATHS.claims} className="text-link">
            <span aria-hidden="true">◄ </span>Claims
          </Link>
        ) : null}
      </ClaimsHead>
      <section className="card member-card" aria-label="Request details">
        {sent ? (
          <div className="claims-sent" role="status" data-testid="request-sent">
            <p className="claims-notice__title">Request received</p>
            <p>{sent.message}</p>
            <p className="text-muted">
              {serviceTypeName(sent.request.serviceType)} · {planTypeName(sent.request.planType)}
            </p>
            <div className="form-actions">
              <button type="button" className="term-button term-button--compact" onClick={() => setSent(undefined)}>
                Send another
              </button>
              {member ? (
                <Link to={PAGE_PATHS.claims} className="term-button term-button--compact term-button--ghost">
                  Back to claims
                </Link>
              ) : null}
            </div>
          </div>
        ) : ready ? (
          <>
            <p className="text-muted claims-card__intro">
              {member
                ? "Tell us what you need beyond your claims: we reply to the e-mail below."
                : "Not a member yet? Tell us what you need and how to reach you."}
            </p>
            <ServiceRequestForm
              initial={initialRequestValues(
                member,
                subscription.data?.subscription?.plan ?? (member && subscription.data ? "none" : undefined),
                params.get("type"),
              )}
              onSent={setSent}
            />
          </>
        ) : (
          <p className="status-line" role="status">
            Loading…
          </p>
        )}
      </section>
    </div>
  );
}
