// "Sign out everywhere else": every other session of the member ends, this browser stays signed
// in. Asked first in a dialog, since whoever is signed in elsewhere is signed out at once.
import { ConfirmDialog } from "#web/components/confirm-dialog/confirm-dialog";
import { TitledCard } from "#web/components/panel/titled-card";
import { toast } from "#web/components/toast/toast-store";
import { changeFailed, said } from "#web/components/toast/toast-text";
import { isSessionLost } from "#web/lib/api-error";
import { useSignOutOthers } from "../api/security-api";
import "#web/features/member/shared/member-card.css";

export function SignOutOthersCard({ otherSessions }: { otherSessions: number | undefined }) {
  const signOut = useSignOutOthers();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: (answer) => toast(said(answer.message, "Signed out everywhere else")),
      onError: (error) => {
        if (!isSessionLost(error)) toast(changeFailed("Failed to sign out elsewhere", error));
      },
    });
  return (
    <TitledCard id="security-sign-out" title="Sessions" className="member-card" headClassName="member-card__head">
      <p data-testid="other-sessions">
        {otherSessions === undefined
          ? "Counting your sessions…"
          : otherSessions === 0
            ? "Only this browser is signed in."
            : `Signed in elsewhere: ${otherSessions} other session${otherSessions === 1 ? "" : "s"}.`}
      </p>
      <p className="text-muted">
        Lost a phone, or signed in on someone else's computer? End every other session; this browser stays signed in.
      </p>
      <ConfirmDialog
        trigger={
          <button type="button" className="term-button term-button--danger" disabled={signOut.isPending}>
            {signOut.isPending ? "Signing out…" : "Sign out everywhere else"}
          </button>
        }
        title="Sign out everywhere else?"
        description="Every other session of yours ends now, on every device. This browser stays signed in. Your devices and passkeys stay as they are."
        confirm="Sign out everywhere else"
        onConfirm={run}
      />
    </TitledCard>
  );
}
