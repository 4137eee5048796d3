// The 'Site settings' tab: every operator setting of src/shared/site-settings.ts, in groups
// (brand, mailboxes, links, payment links, policy dates). Each is saved on its own, checked first
// with its shared rule (the message under the field); Clear sends "" and the pages fall back.
import { useState } from "react";
import { SITE_SETTINGS, type SiteSettingKey } from "#shared/site-settings";
import "#web/components/form/form.css";
import { TextField } from "#web/components/form/text-field";
import { useFormSubmit } from "#web/components/form/use-form-submit";
import { Card } from "#web/components/panel/card";
import { ResourceTab } from "#web/components/resource-tab/resource-tab";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { useAdminSiteSettings, useSaveSiteSetting } from "../api/content-admin-api";
import { contentToasts } from "../lib/content-toasts";
import { DATE_INPUT } from "#web/components/form/date-input";
import { fallbackText, inputTypeOf, SETTING_GROUPS, settingFormSchema, settingIdPart } from "../lib/settings-groups";
import "../content-admin.css";

export function SiteSettingsTab() {
  const settings = useAdminSiteSettings();
  useErrorToast(settings, contentToasts.fetchSettingsFailed);
  const stored = settings.data?.settings;

  return (
    <ResourceTab
      className="content-admin"
      title="Site settings"
      query={settings}
      hint="What the public pages print: each setting is saved on its own. All of them are public; none is a secret."
      loading="Loading settings…"
      failed="Failed to fetch site settings"
    >
      {stored ? (
        <div className="settings-groups">
          {SETTING_GROUPS.map((group) => (
            <Card key={group.id} titleId={`settings-group-${group.id}`} title={group.title} className="settings-group">
              <p className="text-muted resource-tab__hint">{group.hint}</p>
              <div className="settings-group__rows">
                {group.keys.map((key) => (
                  <SettingRow key={key} settingKey={key} saved={stored[key] ?? ""} />
                ))}
              </div>
            </Card>
          ))}
        </div>
      ) : null}
    </ResourceTab>
  );
}

function SettingRow({ settingKey, saved }: { settingKey: SiteSettingKey; saved: string }) {
  const { label, fallback } = SITE_SETTINGS[settingKey];
  // undefined: not edited, the saved value shows (and follows reloads).
  const [draft, setDraft] = useState<string>();
  const value = draft ?? saved;
  const formId = `setting-${settingIdPart(settingKey)}`;
  const save = useSaveSiteSetting();
  const form = useFormSubmit({
    formId,
    schema: settingFormSchema(settingKey),
    fields: ["value"],
    mutation: save,
    toVariables: (parsed) => ({ key: settingKey, value: parsed.value }),
    sessionGuarded: true,
    successToast: (answer, sent) => contentToasts.settingSaved(answer.message, label, sent.value === ""),
    onSuccess: () => setDraft(undefined),
    failureToast: contentToasts.saveSettingFailed,
  });
  const changed = draft !== undefined && draft !== saved;
  // The fallback is what an unset key reads as: nothing stored to clear.
  const canClear = saved !== "" && saved !== fallback;

  const onClear = () => {
    form.clearProblem();
    save.mutate(
      { key: settingKey, value: "" },
      {
        onSuccess: (answer) => {
          toast(contentToasts.settingSaved(answer.message, label, true));
          setDraft(undefined);
        },
        onError: (error) => {
          if (!isSessionLost(error)) toast(contentToasts.saveSettingFailed(error));
        },
      },
    );
  };

  return (
    <form className="setting-row" onSubmit={form.onSubmit({ value })} noValidate aria-label={label} data-setting={settingKey}>
      <TextField
        id={`${formId}-value`}
        label={label}
        {...(inputTypeOf(settingKey) === "date" ? DATE_INPUT : { type: inputTypeOf(settingKey) })}
        value={value}
        hint={fallbackText(settingKey)}
        error={form.problem?.fields.value ?? form.problem?.summary}
        onChange={setDraft}
        action={
          <span className="setting-row__buttons">
            <button type="submit" className="term-button term-button--compact" disabled={form.pending || !changed}>
              {form.pending ? "Saving..." : "Save"}
            </button>
            <button
              type="button"
              className="term-button term-button--compact term-button--ghost"
              aria-label={`Clear ${label}`}
              disabled={form.pending || !canClear}
              onClick={onClear}
            >
              Clear
            </button>
          </span>
        }
      />
    </form>
  );
}
