import { expect, test } from "bun:test";
import { INVALID_MFA_CODE, MFA_CODE_REQUIRED } from "#shared/schemas/admin";
import { ApiError } from "#web/lib/api-error";
import { asksForCode, groupSecret, mfaState, mfaStatusText, recoveryCodesText, svgImageSrc } from "./mfa-texts";

test("the QR code becomes an image address of the SVG's exact bytes, markup never parsed into the page", () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/><!-- é --></svg>';
  const src = svgImageSrc(svg);
  expect(src.startsWith("data:image/svg+xml;base64,")).toBe(true);
  const decoded = Buffer.from(src.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8");
  expect(decoded).toBe(svg);
  expect(src).not.toContain("<");
});

test("the secret reads in groups of four", () => {
  expect(groupSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
  expect(groupSecret("ABCDEF")).toBe("ABCD EF");
  expect(groupSecret("AB CD EF GH")).toBe("ABCD EFGH");
});

test("the copied recovery codes say what they are, one per line", () => {
  expect(recoveryCodesText(["AAAAA-BBBBB", "CCCCC-DDDDD"], "commander")).toBe(
    "AAN admin recovery codes for commander (each works once):\nAAAAA-BBBBB\nCCCCC-DDDDD",
  );
});

test("the status in words, with the recovery codes left", () => {
  const base = { enabled: false, pending: false, required: false, recoveryCodesLeft: 0 };
  expect(mfaState(base)).toBe("off");
  expect(mfaState({ ...base, pending: true })).toBe("pending");
  expect(mfaState({ ...base, enabled: true })).toBe("on");
  expect(mfaStatusText({ ...base, enabled: true, recoveryCodesLeft: 7 })).toBe(
    "On: sign-in asks for a code from your authenticator app. Recovery codes left: 7.",
  );
  expect(mfaStatusText(base)).toBe("Off: sign-in asks for no code.");
  expect(mfaStatusText({ ...base, required: true })).toMatch(/requires it/);
  expect(mfaStatusText({ ...base, pending: true })).toMatch(/not confirmed/);
});

test("only the login's 'code required' answer asks for the code field", () => {
  const asked = new ApiError({
    status: 401,
    kind: "unauthenticated",
    message: MFA_CODE_REQUIRED,
    issues: [{ path: "code", message: MFA_CODE_REQUIRED }],
  });
  const wrong = new ApiError({
    status: 401,
    kind: "unauthenticated",
    message: INVALID_MFA_CODE,
    issues: [{ path: "code", message: INVALID_MFA_CODE }],
  });
  const password = new ApiError({ status: 401, kind: "unauthenticated", message: "Invalid credentials" });
  expect(asksForCode(asked)).toBe(true);
  expect(asksForCode(wrong)).toBe(false);
  expect(asksForCode(password)).toBe(false);
  expect(asksForCode(new Error(MFA_CODE_REQUIRED))).toBe(false);
});
