// The end of a password reset: the server's words, and the way to the login.
import { Link } from "react-router-dom";
import { PAGE_PATHS } from "#shared/page-paths";
import "../member-auth.css";

export function ResetDone({ message }: { message: string }) {
  return (
    <>
      <div className="member-auth__result" role="status">
        <p>{message}</p>
      </div>
      <Link to={PAGE_PATHS.login} className="term-button admin-auth__submit">
        Go to Login
      </Link>
    </>
  );
}
