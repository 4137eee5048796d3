// The end of a password reset: the server's words, the passkeys that still sign in (by device
// name, so one on a lost device can be revoked; decision 0138; a member without passkeys reads the
// server's words alone), and the way to the login.
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import type { ApiAnswer } from "#web/lib/api-call";
import { formatUtc } from "#web/lib/format-time";
import "../member-auth.css";

export type ResetCompleted = ApiAnswer<"post", "/api/auth/password-reset/complete">;

export function ResetDone({ answer }: { answer: ResetCompleted }) {
  return (
    <>
      <div className="member-auth__result" role="status">
        <p>{answer.message}</p>
        {answer.passkeys.length > 0 && (
          <>
            <p>These passkeys still sign you in. Revoke any on a device you lost, under Account, Devices:</p>
            <ul className="member-auth__passkeys" data-testid="reset-passkeys">
              {answer.passkeys.map((key) => (
                <li key={`${key.deviceName}-${key.createdAt}`}>
                  <span className="text-strong">{key.deviceName}</span>{" "}
                  <span className="text-muted">{key.lastUsedAt ? `last used ${formatUtc(key.lastUsedAt)}` : "never used yet"}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Link to={PAGE_PATHS.login} className="term-button admin-auth__submit">
        Go to Login
      </Link>
    </>
  );
}
