// Shown on /login when the right password met a full device cap (decision 0138): this browser may
// replace one of the member's devices, once a 6-digit code sent by e-mail or SMS proves the
// mailbox or phone agrees. Three steps: send the code, type it, choose the device it replaces.
import { useState, type FormEvent } from "react";
import type { ApiAnswer } from "#web/lib/api-call";
import { serverMessage } from "#web/lib/api-error";
import { TextField } from "#web/components/form/text-field";
import { formatUtc } from "#web/lib/format-time";
import { useCheckNewDeviceCode, useReplaceDevice, useSendNewDeviceCode } from "../api/new-device-code-api";

type Devices = ApiAnswer<"post", "/api/auth/new-device/verify">["devices"];
type Step = { at: "offer" } | { at: "code"; codeId: string; message: string } | { at: "choose"; codeId: string; devices: Devices };

export function NewDeviceCode({ username, password }: { username: string; password: string }) {
  const [step, setStep] = useState<Step>({ at: "offer" });
  const [code, setCode] = useState("");
  const send = useSendNewDeviceCode();
  const check = useCheckNewDeviceCode();
  const replace = useReplaceDevice();

  const sendBy = (channel: "email" | "sms") =>
    send.mutate(
      { username, password, channel },
      { onSuccess: (answer) => setStep({ at: "code", codeId: answer.codeId, message: answer.message }) },
    );
  const submitCode = (codeId: string) => (event: FormEvent) => {
    event.preventDefault();
    check.mutate({ codeId, code }, { onSuccess: (answer) => setStep({ at: "choose", codeId, devices: answer.devices }) });
  };

  return (
    <section className="new-device" aria-labelledby="new-device-title" data-testid="new-device-code">
      <h2 id="new-device-title" className="new-device__title">
        Replace a device
      </h2>
      {step.at === "offer" ? (
        <>
          <p className="text-muted">
            This browser would be a new device, and your device limit is reached. It can take the place of one of your devices once you type
            a 6-digit code we send you.
          </p>
          <div className="new-device__actions">
            <button type="button" className="term-button term-button--compact" disabled={send.isPending} onClick={() => sendBy("email")}>
              Send the code by e-mail
            </button>
            <button type="button" className="term-button term-button--compact" disabled={send.isPending} onClick={() => sendBy("sms")}>
              Send it by text message
            </button>
          </div>
          {send.error ? (
            <p className="form-field__message" role="alert">
              {serverMessage(send.error) ?? "The code could not be sent"}
            </p>
          ) : null}
        </>
      ) : step.at === "code" ? (
        <form className="new-device__form" onSubmit={submitCode(step.codeId)} noValidate aria-label="New-device code">
          <p className="text-muted">{step.message} It works for 10 minutes.</p>
          <TextField
            id="new-device-code-input"
            label="Code"
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={check.error ? serverMessage(check.error) : undefined}
          />
          <button type="submit" className="term-button term-button--compact" disabled={check.isPending || code.length !== 6}>
            Check the code
          </button>
        </form>
      ) : (
        <>
          <p className="text-muted">Code accepted. Choose the device this browser replaces: it is signed out and its passkey removed.</p>
          <ul className="plain-list new-device__devices">
            {step.devices.map((device) => (
              <li key={device.id} className="new-device__device">
                <span>
                  <span className="text-strong">{device.label}</span>
                  <span className="text-muted"> · last seen {formatUtc(device.lastSeenAt)}</span>
                </span>
                <button
                  type="button"
                  className="term-button term-button--compact"
                  disabled={replace.isPending}
                  aria-label={`Replace ${device.label}`}
                  onClick={() => replace.mutate({ codeId: step.codeId, deviceId: device.id })}
                >
                  Replace
                </button>
              </li>
            ))}
          </ul>
          {replace.error ? (
            <p className="form-field__message" role="alert">
              {serverMessage(replace.error) ?? "The device could not be replaced"}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
