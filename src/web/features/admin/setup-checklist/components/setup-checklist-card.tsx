// The setup checklist at the top of the panel, while any line is open: what this install still
// lacks, each line with where it is fixed (a tab of this panel, or a command), a "Not needed"
// mark, and a test message that proves mail or SMS delivery. The same lines as `aan doctor`.
// Folded, it is its head alone (title, open count, Unfold), as each admin last left it.
import { useState, type FormEvent } from "react";
import type { Schema } from "#web/lib/api-types";
import { ActionButton } from "#web/components/action-button/action-button";
import { SubmitButton } from "#web/components/form/submit-button";
import { TextField } from "#web/components/form/text-field";
import { TitledCard } from "#web/components/panel/titled-card";
import { ShowAllButton, useFirstRows } from "#web/components/data-table/first-rows";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { useMarkNeeded, useMarkNotNeeded, useSendTestMessage, useSetupChecklist } from "../api/setup-checklist-api";
import { useFoldedChecklist } from "../lib/folded-checklist";
import { setupToasts } from "../lib/setup-toasts";
import "./setup-checklist-card.css";

/** The panel tab a fix address names ("/admin?tab=appraisers" → "appraisers"). */
const tabOf = (address: string | undefined) => (address ? new URLSearchParams(address.split("?")[1] ?? "").get("tab") : null);

/** Open lines shown before "Show all": the code management stays within reach below. */
const FIRST_LINES = 3;
const BODY_ID = "setup-checklist-body";

export function SetupChecklistCard({ adminId, onOpenTab }: { adminId: string; onOpenTab: (tabId: string) => void }) {
  const checklist = useSetupChecklist();
  const fold = useFoldedChecklist(adminId);
  useErrorToast(checklist, setupToasts.fetchFailed);
  const answer = checklist.data;
  const open = answer?.lines.filter((line) => line.state === "open") ?? [];
  const notNeeded = answer?.lines.filter((line) => line.state === "not-needed") ?? [];
  const first = useFirstRows(open, FIRST_LINES);
  if (!answer || answer.open === 0) return null;
  return (
    <TitledCard
      id="setup-checklist"
      title="Setup checklist"
      className={fold.folded ? "setup-checklist setup-checklist--folded" : "setup-checklist"}
      headClassName="setup-checklist__head"
      aside={
        <span className="setup-checklist__aside">
          <span className="text-muted">
            {/* "lines" gives way on a phone, so the folded head stays one line. */}
            {open.length} <span className="setup-checklist__lines-word">{open.length === 1 ? "line " : "lines "}</span>open
          </span>
          <button
            type="button"
            className="term-button term-button--compact term-button--ghost"
            aria-expanded={!fold.folded}
            aria-controls={fold.folded ? undefined : BODY_ID}
            onClick={fold.toggle}
          >
            {fold.folded ? "Unfold" : "Fold"}
          </button>
        </span>
      }
    >
      {fold.folded ? null : (
        <div id={BODY_ID} className="setup-checklist__body">
          <ul className="plain-list setup-checklist__lines">
            {(first.shown ?? []).map((line) => (
              <OpenLine key={line.key} line={line} onOpenTab={onOpenTab} />
            ))}
          </ul>
          {first.hidden ? (
            <ShowAllButton rows={open.length} all={first.all} onToggle={first.toggle} className="setup-checklist__more" />
          ) : null}
          {notNeeded.length ? <NotNeededLines lines={notNeeded} /> : null}
          <TestMessageForm />
        </div>
      )}
    </TitledCard>
  );
}

function OpenLine({ line, onOpenTab }: { line: Schema<"SetupLine">; onOpenTab: (tabId: string) => void }) {
  const markNotNeeded = useMarkNotNeeded();
  const tab = tabOf(line.fix.web);
  const notNeeded = () =>
    markNotNeeded.mutate(line.key, {
      onSuccess: (answer) => toast(setupToasts.changed(answer.message)),
      onError: (error) => toast(setupToasts.changeFailed(error)),
    });
  return (
    <li className="setup-checklist__line">
      <p className="setup-checklist__title">{line.title}</p>
      <p className="setup-checklist__detail">{line.detail}</p>
      <div className="setup-checklist__fixes">
        {tab ? <ActionButton text="Fix it" label={`Fix: ${line.title}`} onClick={() => onOpenTab(tab)} /> : null}
        {line.fix.cli ? (
          <code className="setup-checklist__command" aria-label={`Or in the terminal: ${line.fix.cli}`}>
            {line.fix.cli}
          </code>
        ) : null}
        <ActionButton
          text="Not needed"
          label={`${line.title}: not needed`}
          busy={markNotNeeded.isPending}
          busyText="Marking..."
          onClick={notNeeded}
        />
      </div>
    </li>
  );
}

function NotNeededLines({ lines }: { lines: Schema<"SetupLine">[] }) {
  const markNeeded = useMarkNeeded();
  return (
    <details className="setup-checklist__not-needed">
      <summary>{lines.length === 1 ? "1 line marked not needed" : `${lines.length} lines marked not needed`}</summary>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>
            {line.title}{" "}
            <ActionButton
              text="Put back"
              label={`${line.title}: back on the checklist`}
              busy={markNeeded.isPending && markNeeded.variables === line.key}
              busyText="Putting back..."
              onClick={() =>
                markNeeded.mutate(line.key, {
                  onSuccess: (answer) => toast(setupToasts.changed(answer.message)),
                  onError: (error) => toast(setupToasts.changeFailed(error)),
                })
              }
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

function TestMessageForm() {
  const [to, setTo] = useState("");
  const send = useSendTestMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(to, {
      onSuccess: (answer) => toast(setupToasts.testQueued(answer.message)),
      onError: (error) => toast(setupToasts.testFailed(error)),
    });
  };
  return (
    <form className="setup-checklist__test" onSubmit={submit} aria-label="Send a test message">
      <TextField
        id="setup-test-to"
        label="Send a test message to (e-mail or phone)"
        value={to}
        onChange={setTo}
        autoComplete="email"
        maxLength={254}
        action={<SubmitButton pending={send.isPending} label="Send test" pendingLabel="Sending..." />}
      />
    </form>
  );
}
