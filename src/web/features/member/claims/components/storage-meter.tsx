// The member's document storage: what their documents take of their quota, in words and a bar
// (red once it is full). Shown above the upload area and under the package on /claims.
import { storageUsedText } from "#shared/upload-limits";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useMemberStorage } from "../api/claims-api";
import "../claims.css";
import "./storage-meter.css";

export function StorageMeter() {
  const me = useCurrentMember();
  const storage = useMemberStorage(me.data?.user.id);
  if (!storage.data) return null;
  const { usedBytes, quotaBytes } = storage.data;
  const percent = quotaBytes > 0 ? Math.min(100, (usedBytes / quotaBytes) * 100) : 100;
  return (
    <div className="storage" data-testid="storage-meter" data-used={usedBytes} data-quota={quotaBytes} data-full={usedBytes >= quotaBytes}>
      <p className="storage__line">
        <span className="storage__name">Document storage</span>
        <span className="storage__used">{storageUsedText(usedBytes, quotaBytes)}</span>
      </p>
      <span className="quota__bar storage__bar" aria-hidden="true">
        <span className="quota__fill storage__fill" style={{ width: `${percent}%` }} />
      </span>
    </div>
  );
}
