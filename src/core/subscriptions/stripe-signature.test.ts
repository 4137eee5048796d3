import { describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { signatureHeader, verifySignature } from "./stripe-signature";

const SECRET = "whsec_unit";
const BODY = '{"id":"evt_1","type":"checkout.session.completed"}';
const NOW = new Date("2026-11-23T12:00:00Z");
const T = NOW.getTime() / 1000;

describe("Stripe-style webhook signatures", () => {
  test("the signed payload is '<t>.<body>' under HMAC-SHA256 of the secret, as Stripe documents", () => {
    const expected = createHmac("sha256", SECRET).update(`${T}.${BODY}`).digest("hex");
    expect(signatureHeader(SECRET, T, BODY)).toBe(`t=${T},v1=${expected}`);
  });

  test("a valid header passes, also among several v1 values and a v0", () => {
    expect(verifySignature(SECRET, signatureHeader(SECRET, T, BODY), BODY, NOW)).toEqual({ ok: true });
    const rolled = `t=${T},v1=${"0".repeat(64)},v1=${signatureHeader(SECRET, T, BODY).split("v1=")[1]},v0=abc`;
    expect(verifySignature(SECRET, rolled, BODY, NOW)).toEqual({ ok: true });
  });

  test.each([
    ["no header", null, "missing signature header"],
    ["no timestamp", `v1=${"a".repeat(64)}`, "malformed signature header"],
    ["no v1", `t=${T}`, "malformed signature header"],
    ["an old timestamp", signatureHeader(SECRET, T - 301, BODY), "timestamp outside the tolerance"],
    ["another secret", signatureHeader("whsec_other", T, BODY), "signature mismatch"],
  ])("%s is refused: %s", (_name, header, reason) => {
    expect(verifySignature(SECRET, header, BODY, NOW)).toEqual({ ok: false, reason });
  });

  test("one changed byte of the body is refused", () => {
    expect(verifySignature(SECRET, signatureHeader(SECRET, T, BODY), BODY.replace("evt_1", "evt_2"), NOW)).toEqual({
      ok: false,
      reason: "signature mismatch",
    });
  });
});
