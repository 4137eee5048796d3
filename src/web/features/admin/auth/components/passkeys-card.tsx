// Settings → 'Passkeys' (decision 0139): the admin's named passkeys, each of which stands in for the
// two-factor code after the password at sign-in; adding one asks the browser to make it, removing
// one may be refused when it is the last second factor and every admin must keep one. For a super
// admin, under it, the rule that every admin needs a second factor.
import { useState, type FormEvent } from "react";
import { ADMIN_PASSKEY_CAP, ADMIN_PASSKEY_NAME_REQUIRED } from "#shared/schemas/passkeys";
import { CheckboxField } from "#web/components/form/checkbox-field";
import { TextField } from "#web/components/form/text-field";
import { LoadFailed } from "#web/components/panel/load-failed";
import { toast } from "#web/components/toast/toast-store";
import { useErrorToast } from "#web/components/toast/use-error-toast";
import { isSessionLost } from "#web/lib/api-error";
import { formatUtcMinute } from "#web/lib/format-time-short";
import { useMfaStatus } from "../api/admin-mfa-api";
import { useAddAdminPasskey, useAdminPasskeys, useRemoveAdminPasskey, useSetSecondFactorRule } from "../api/admin-passkeys-api";
import { passkeyToasts } from "../lib/passkey-toasts";
import "#web/components/form/form.css";
import "#web/components/panel/panel.css";
import "../admin-mfa.css";

const ADD_FORM_ID = "admin-passkey-add";
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function PasskeysCard() {
  const passkeys = useAdminPasskeys();
  const add = useAddAdminPasskey();
  const remove = useRemoveAdminPasskey();
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  useErrorToast(passkeys, passkeyToasts.fetchFailed);
  // A new passkey needs proof of the second factor held (decision 0143): a passkey the browser
  // asks for, or, for an admin with codes and no passkey yet, the code typed here.
  const twoFactorOn = useMfaStatus().data?.enabled === true;
  const holdsPasskey = (passkeys.data?.passkeys.length ?? 0) > 0;
  const askCode = twoFactorOn && !holdsPasskey;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(ADMIN_PASSKEY_NAME_REQUIRED);
      return;
    }
    setProblem(undefined);
    add.mutate(
      { name: name.trim(), proof: { withPasskey: holdsPasskey, code: askCode ? code.trim() : undefined } },
      {
        onSuccess: (answer) => {
          setName("");
          setCode("");
          toast(passkeyToasts.added(answer.message));
        },
        onError: (error) => {
          if (isSessionLost(error)) return;
          setProblem(errorText(error));
          toast(passkeyToasts.addFailed(error));
        },
      },
    );
  };
  const onRemove = (id: string) =>
    remove.mutate(id, {
      onSuccess: (answer) => toast(passkeyToasts.removed(answer.message)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(passkeyToasts.removeFailed(error));
      },
    });

  const list = passkeys.data?.passkeys;
  return (
    <section id="passkeys-card" className="card mfa-card passkeys-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="card__title">
        Passkeys
      </h2>
      <p className="text-muted mfa-card__note">
        After your password, a passkey on this computer, your phone or a security key signs you in in place of the two-factor code. Up to{" "}
        {ADMIN_PASSKEY_CAP}.
      </p>
      {passkeys.isPending ? (
        <p className="text-muted" role="status">
          Reading passkeys…
        </p>
      ) : passkeys.isError && !list ? (
        <LoadFailed message="Failed to fetch passkeys" onRetry={() => void passkeys.refetch()} />
      ) : list && list.length > 0 ? (
        <ul className="passkeys-card__list" aria-label="Your passkeys">
          {list.map((key) => (
            <li key={key.id} className="passkeys-card__item">
              <div className="passkeys-card__facts">
                <span className="text-strong passkeys-card__name">{key.name}</span>
                <span className="text-muted passkeys-card__dates">
                  <span>Added {formatUtcMinute(key.createdAt)} UTC</span>{" "}
                  <span>· {key.lastUsedAt ? `last used ${formatUtcMinute(key.lastUsedAt)} UTC` : "never used"}</span>
                </span>
              </div>
              <button
                type="button"
                className="term-button term-button--compact term-button--ghost"
                disabled={remove.isPending}
                aria-label={`Remove passkey ${key.name}`}
                onClick={() => onRemove(key.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mfa-card__status">
          <span className="mfa-state mfa-state--off">None</span> <span>No passkey yet.</span>
        </p>
      )}
      <form id={ADD_FORM_ID} className="form-stack" onSubmit={onAdd} noValidate aria-label="Add a passkey">
        {askCode ? (
          <TextField
            id={`${ADD_FORM_ID}-code`}
            label="Two-factor code"
            hint="Your current code (or a recovery code) proves it is you before a passkey is added"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={setCode}
          />
        ) : null}
        <TextField
          id={`${ADD_FORM_ID}-name`}
          label="Name of the new passkey"
          maxLength={60}
          placeholder="Work laptop"
          value={name}
          error={problem}
          onChange={setName}
          action={
            <button type="submit" className="term-button term-button--compact" disabled={add.isPending}>
              {add.isPending ? "Waiting for the browser..." : "Add a passkey"}
            </button>
          }
        />
      </form>
    </section>
  );
}

/** The super admin's rule; with AAN_REQUIRE_ADMIN_MFA set it shows on and cannot be turned off. */
export function SecondFactorRuleCard() {
  const status = useMfaStatus();
  const setRule = useSetSecondFactorRule();
  if (!status.data) return null;
  const { required, requiredByOperator } = status.data;
  const onChange = (checked: boolean) =>
    setRule.mutate(checked, {
      onSuccess: (answer) => toast(passkeyToasts.ruleSaved(answer.message)),
      onError: (error) => {
        if (!isSessionLost(error)) toast(passkeyToasts.ruleFailed(error));
      },
    });
  return (
    <section id="second-factor-rule" className="card mfa-card" aria-labelledby="second-factor-rule-title">
      <h2 id="second-factor-rule-title" className="card__title">
        Second factor for every admin
      </h2>
      <CheckboxField
        id="second-factor-required"
        label="Require a second factor (passkey or TOTP) for every admin"
        checked={required}
        disabled={requiredByOperator || setRule.isPending}
        onChange={onChange}
        note={
          requiredByOperator
            ? "Set by the operator (AAN_REQUIRE_ADMIN_MFA): it stays on and cannot be turned off here."
            : "An admin without one can then only open Settings, until they add a passkey or set up two-factor codes."
        }
      />
    </section>
  );
}
