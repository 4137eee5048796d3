// The packages page's activation notice, worded for whoever reads it (lib/activation-notice.ts).
// Nothing shows until it is known who that is, so a signed-in member never sees "sign in" flash by.
import type { Schema } from "#web/lib/api-types";
import { PAGE_PATHS } from "#shared/page-paths";
import { useSignedInAdmin } from "#web/lib/sessions/admin-session-api";
import type { useCurrentMember } from "#web/lib/sessions/member-session-api";
import type { useMemberSubscription } from "#web/lib/sessions/member-subscription-api";
import { activationNotice, type NoticeLink, type NoticeReader } from "../lib/activation-notice";
import type { PaymentLinkCoverage } from "../lib/payment-link";
import "../commerce-pages.css";
import "./activation-notice.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";

const LINK_PATHS: Record<NoticeLink["to"], string> = {
  login: PAGE_PATHS.login,
  register: PAGE_PATHS.register,
  claims: PAGE_PATHS.claims,
  contact: PAGE_PATHS.contact,
  admin: PAGE_PATHS.admin,
};

function heldOf(answer: Schema<"MemberSubscriptionAnswer"> | undefined) {
  const held = answer?.subscription;
  return held ? { plan: held.planDisplayName, state: answer.state, dueDate: held.dueDate } : null;
}

export function ActivationNotice({
  me,
  subscription,
  paymentLinks,
}: {
  me: ReturnType<typeof useCurrentMember>;
  subscription: ReturnType<typeof useMemberSubscription>;
  /** Undefined while the site settings are unknown. */
  paymentLinks: PaymentLinkCoverage | undefined;
}) {
  const admin = useSignedInAdmin();
  const user = me.data?.user;
  let reader: NoticeReader | undefined;
  if (user) {
    // A failed subscription read still knows the member is signed in: they are not told to sign in.
    if (!subscription.isPending || subscription.isError)
      reader = { kind: "member", username: user.username, held: heldOf(subscription.data), paymentLinks };
  } else if (!me.isPending) {
    if (admin.data?.admin) reader = { kind: "admin", username: admin.data.admin.username };
    else if (!admin.isLoading) reader = { kind: "visitor" };
  }
  if (!reader) return <div className="activation-notice-slot" aria-hidden="true" />;
  const notice = activationNotice(reader);
  return (
    <aside
      className={`activation-notice activation-notice--${notice.tone}`}
      aria-label={notice.title}
      data-testid="activation-notice"
      data-reader={notice.kind}
    >
      <p className="activation-notice__title">
        <span aria-hidden="true">{notice.tone === "warn" ? "! " : "◉ "}</span>
        {notice.title}
      </p>
      <p>{notice.text}</p>
      {notice.links.length ? (
        <p className="activation-notice__links">
          {notice.links.map((link) => (
            <ForwardLink key={link.to} to={LINK_PATHS[link.to]}>
              {link.label}
            </ForwardLink>
          ))}
        </p>
      ) : null}
    </aside>
  );
}
