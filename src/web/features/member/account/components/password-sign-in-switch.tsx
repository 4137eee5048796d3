// The password switch under the devices (decision 0138): the password may go once passkeys on two
// devices can sign the member in. Turning it off asks for proof first (the current password, or a
// passkey), so an open session alone cannot take the member's own way in; turning it on is one press.
import { useState, type FormEvent } from "react";
import type { Schema } from "#web/lib/api-types";
import { TextField } from "#web/components/form/text-field";
import { toast } from "#web/components/toast/toast-store";
import { isSessionLost, serverMessage } from "#web/lib/api-error";
import { useCurrentMember } from "#web/lib/sessions/member-session-api";
import { useChangePasswordSignIn, type PasswordSignInChange } from "../api/password-sign-in-api";
import { accountToasts } from "../lib/account-toasts";
import "./password-sign-in-switch.css";

export function PasswordSignInSwitch({ devices }: { devices: Schema<"Device">[] }) {
  const member = useCurrentMember().data?.user;
  const change = useChangePasswordSignIn();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  if (!member) return null;
  const passkeys = devices.filter((device) => device.passkey).length;
  const on = member.passwordSignIn;
  const canTurnOff = passkeys >= 2;

  const send = (next: PasswordSignInChange) =>
    change.mutate(next, {
      onSuccess: (answer) => {
        setAsking(false);
        setPassword("");
        toast(accountToasts.passwordSignInChanged(answer.message));
      },
      onError: (error) => {
        if (!isSessionLost(error) && next.enabled) toast(accountToasts.passwordSignInFailed(error));
      },
    });
  const confirmWithPassword = (event: FormEvent) => {
    event.preventDefault();
    send({ enabled: false, proof: { password } });
  };
  const refusal = !change.isPending && change.error && !isSessionLost(change.error) ? serverMessage(change.error) : undefined;

  return (
    <section className="password-switch" aria-labelledby="password-switch-title" data-testid="password-switch">
      <div className="password-switch__head">
        <h3 id="password-switch-title" className="password-switch__title">
          Password sign-in
        </h3>
        <span className={`state-tag account-state${on ? " account-state--ok" : ""}`} data-testid="password-switch-state">
          {on ? "on" : "off"}
        </span>
      </div>
      <p className="text-muted">
        {on
          ? "Your password signs you in, as well as your passkeys."
          : "Only your passkeys sign you in. Lost them? Reset your password by e-mail or SMS: that turns the password back on."}
      </p>
      {on && !canTurnOff ? <p className="text-muted">Add passkeys on two devices to be able to turn the password off.</p> : null}
      {on && canTurnOff && !asking ? (
        <button type="button" className="term-button term-button--compact" onClick={() => setAsking(true)}>
          Turn the password off
        </button>
      ) : null}
      {!on ? (
        <button
          type="button"
          className="term-button term-button--compact"
          disabled={change.isPending}
          onClick={() => send({ enabled: true })}
        >
          Turn the password back on
        </button>
      ) : null}
      {on && asking ? (
        <form className="password-switch__proof" onSubmit={confirmWithPassword} aria-label="Turn the password off" noValidate>
          <TextField
            id="password-switch-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={refusal}
          />
          <div className="password-switch__actions">
            <button type="submit" className="term-button term-button--compact" disabled={change.isPending || !password}>
              Turn off with the password
            </button>
            <button
              type="button"
              className="term-button term-button--compact"
              disabled={change.isPending}
              onClick={() => send({ enabled: false, proof: "passkey" })}
            >
              Use a passkey instead
            </button>
            <button type="button" className="term-button term-button--compact" onClick={() => setAsking(false)}>
              Keep it on
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
