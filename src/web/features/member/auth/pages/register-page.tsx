// /register: membership by invitation code (spec §5 "User registration", decision 0023). The code
// comes prefilled from `?code=`; a successful registration signs the member in and opens /account.
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import { pageTitle, usePageMeta } from "#web/lib/use-page-meta";
import { AuthPanel } from "#web/components/auth-panel/auth-panel";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { RegisterForm } from "../components/register-form";
import "../member-auth.css";
import "./register-page.css";
import { ForwardLink } from "#web/components/forward-link/forward-link";

export function RegisterPage() {
  usePageMeta(pageTitle("Member Registration"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useCurrentMember();
  const signedIn = Boolean(me.data);

  // Registering signs in: the member answer arrives and the account page opens.
  useEffect(() => {
    if (signedIn) navigate(PAGE_PATHS.account, { replace: true });
  }, [signedIn, navigate]);

  return (
    <AuthPanel
      channel="enlistment // invitation only"
      status="code required"
      headingId="register-heading"
      className="member-auth member-auth--wide"
    >
      <h1 id="register-heading" className="screen-title">
        Member Registration
      </h1>
      <ul className="admin-statements">
        <li>Access is by invitation code only. A code is single-use and non-transferable.</li>
        <li>Members must be 18 or older.</li>
        <li>A code assigned to you works only with the e-mail address it was assigned to.</li>
      </ul>
      <RegisterForm code={params.get("code")} onRegistered={() => navigate(PAGE_PATHS.account, { replace: true })} />
      <div className="admin-auth__footer member-auth__links">
        <ForwardLink to={PAGE_PATHS.login}>Already a member? Sign in</ForwardLink>
      </div>
    </AuthPanel>
  );
}
