// What a member-only page shows before it knows the member: a failure to ask, or the wait.
import { LoadFailed } from "#web/components/panel/load-failed";

export function MemberPageGate({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) return <LoadFailed message="Failed to load your account" onRetry={onRetry} />;
  return (
    <p className="status-line" role="status">
      Authenticating...
      <span className="cursor" aria-hidden="true" />
    </p>
  );
}
