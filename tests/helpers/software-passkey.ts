// A passkey authenticator in software for the API tests: it answers WebAuthn registration and
// sign-in options the way a browser's authenticator does (ES256 key, "none" attestation, a
// signature counter), so the server's real verifier checks real answers. Encoding uses the
// library's own CBOR helper; the browser tests use Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, (at += part.length) - part.length);
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

// Flags: user present, user verified; attested credential data on registration.
const UP_UV = 0x01 | 0x04;
const AT = 0x40;

export type SoftwarePasskey = {
  credentialId: string;
  counter: number;
  privateKey: KeyObject;
  publicKeyCose: Uint8Array;
  /** The origin and relying party id the authenticator answers for (a browser fills them in from the page). */
  origin: string;
  rpId: string;
};

export function newSoftwarePasskey(origin: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return {
    credentialId: b64(crypto.getRandomValues(new Uint8Array(16))),
    counter: 0,
    privateKey,
    publicKeyCose: isoCBOR.encode(cose),
    origin,
    rpId: new URL(origin).hostname,
  };
}

const clientData = (type: string, challenge: string, origin: string) =>
  new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The browser's answer to registration options (`options.challenge`, `options.rp.id`). */
export function attest(key: SoftwarePasskey, options: { challenge: string }) {
  const credentialId = isoBase64URL.toBuffer(key.credentialId);
  const authData = concat(
    sha256(key.rpId),
    new Uint8Array([UP_UV | AT]),
    u32(key.counter),
    new Uint8Array(16), // aaguid: none
    new Uint8Array([credentialId.length >> 8, credentialId.length & 255]),
    credentialId,
    key.publicKeyCose,
  );
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]) as never,
  );
  return {
    id: key.credentialId,
    rawId: key.credentialId,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(clientData("webauthn.create", options.challenge, key.origin)),
      attestationObject: b64(attestationObject),
      transports: ["internal"],
    },
  };
}

/** The browser's answer to sign-in options: signs with the next counter (or `counter` to replay an old one). */
export function assert(key: SoftwarePasskey, options: { challenge: string }, counter = ++key.counter) {
  const authData = concat(sha256(key.rpId), new Uint8Array([UP_UV]), u32(counter));
  const clientDataJSON = clientData("webauthn.get", options.challenge, key.origin);
  const signature = sign("sha256", concat(authData, sha256(clientDataJSON)), key.privateKey);
  return {
    id: key.credentialId,
    rawId: key.credentialId,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authData),
      signature: b64(new Uint8Array(signature)),
    },
  };
}
