// The 'Status' tab of the System section: what an operator checks first. The version, the
// database's size on disk, and the scheduled backups: configured or how to turn them on, the
// schedule, and the last one's time and result (a failed one in the warning colour, with its error;
// a folder inside the data folder said to share its disk); and the server's settings the setup
// checklist sends the operator here to see: mail and SMS delivery, trusted proxies.
import type { ReactNode } from "react";
import { Fact as FactRow, Facts } from "#web/components/detail-panel/facts";
import { Card } from "#web/components/panel/card";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { formatUtc } from "#web/lib/format-time";
import { useSystemStatus } from "../api/system-status-api";
import type { Schema } from "#web/lib/api-types";
import { BACKUPS_ON_THE_DATA_DISK } from "#shared/backup-place";
import {
  BACKUP_HOW_TO,
  backupOutcome,
  deliveryText,
  formatBytes,
  outcomeText,
  scheduleText,
  trustedProxiesText,
} from "../lib/system-status-texts";
import { systemStatusToasts } from "../lib/system-status-toasts";
import "../system-status.css";

export function SystemStatusTab() {
  const status = useSystemStatus();
  useErrorToast(status, systemStatusToasts.fetchStatusFailed);
  return (
    <ResourceTab
      className="system-status"
      title="System status"
      query={status}
      loading="Reading system status…"
      failed="Failed to fetch system status"
    >
      {status.data ? <StatusFacts answer={status.data} /> : null}
    </ResourceTab>
  );
}

function StatusFacts({ answer }: { answer: Schema<"SystemStatusAnswer"> }) {
  const { backup } = answer;
  const outcome = backupOutcome(backup);
  return (
    <div className="card-grid system-status__grid">
      <Card titleId="system-service-title" title="Service">
        <Facts className="system-facts">
          <Fact term="Version">{answer.version}</Fact>
          <Fact term="Database size">{formatBytes(answer.databaseBytes)}</Fact>
        </Facts>
      </Card>
      <Card
        titleId="system-backup-title"
        title="Backups"
        className={outcome === "failed" ? "system-backup system-backup--failed" : "system-backup"}
        data-outcome={outcome}
      >
        {backup.configured ? (
          <Facts className="system-facts">
            <Fact term="Schedule">{scheduleText(backup)}</Fact>
            {backup.sameDiskAsData ? (
              <Fact term="Disk" wide>
                <span className="system-backup__same-disk">{BACKUPS_ON_THE_DATA_DISK}</span>
              </Fact>
            ) : null}
            <Fact term="Last backup">{backup.lastAt ? formatUtc(backup.lastAt) : "—"}</Fact>
            <Fact term="Result">
              <span className={`system-outcome system-outcome--${outcome}`}>{outcomeText(outcome)}</span>
            </Fact>
            {backup.lastFile ? <Fact term="Last file">{backup.lastFile}</Fact> : null}
            {outcome === "failed" && backup.lastError ? (
              <Fact term="Error" wide>
                <span className="system-backup__error">{backup.lastError}</span>
              </Fact>
            ) : null}
          </Facts>
        ) : (
          <>
            <p>
              <span className="system-outcome system-outcome--off">{outcomeText(outcome)}</span>
            </p>
            <p className="text-muted system-backup__how">{BACKUP_HOW_TO}</p>
          </>
        )}
      </Card>
      <Card titleId="system-settings-title" title="Server settings">
        <Facts className="system-facts">
          <Fact term="Mail delivery">{deliveryText(answer.settings, "mail")}</Fact>
          <Fact term="SMS delivery">{deliveryText(answer.settings, "sms")}</Fact>
          <Fact term="Trusted proxies">{trustedProxiesText(answer.settings)}</Fact>
        </Facts>
      </Card>
    </div>
  );
}

/** A fact of a card; tests find one by its row class and term. */
function Fact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <FactRow term={term} className={wide ? "system-facts__row system-facts__row--wide" : "system-facts__row"}>
      {children}
    </FactRow>
  );
}
