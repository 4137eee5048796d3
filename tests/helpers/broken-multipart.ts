// Broken multipart bodies, as a hostile or buggy client sends them: the named cases (a truncated
// part in a field other than `files`, a wrong boundary, huge part headers, nested parts, garbage)
// and then seeded mutations of a valid upload, each cut short before its closing delimiter so
// none of them can be a valid upload. The e2e test sends a few dozen; bench/uploads.ts thousands.
import { BOUNDARY, multipartBody, pdfOf } from "./raw-uploads";

export type BrokenBody = { name: string; contentType: string; body: Uint8Array<ArrayBuffer> };

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const text = (s: string) => new TextEncoder().encode(s);
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}`;
const pdfPart = (field: string) => part(`Content-Disposition: form-data; name="${field}"; filename="a.pdf"`, "%PDF-1.4\nAAAA");

/** Deterministic: the same seed gives the same bodies, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

export function namedBrokenBodies(): BrokenBody[] {
  const valid = multipartBody([
    { name: "a.pdf", bytes: pdfOf(40_000) },
    { name: "b.pdf", bytes: pdfOf(40_000) },
  ]);
  const garbage = new Uint8Array(64 * 1024);
  const next = random(24);
  for (let i = 0; i < garbage.length; i++) garbage[i] = next(256);
  const cases: Array<[string, string, string | Uint8Array<ArrayBuffer>]> = [
    // The issue's repro: a truncated file part that is not `files` (its stream was never listened to).
    [
      "truncated part in another field",
      "multipart/form-data; boundary=XX",
      `--XX\r\nContent-Disposition: form-data; name="other"; filename="a.pdf"\r\n\r\n%PDF-1.4\nAAAA`,
    ],
    ["truncated part in files", MULTIPART, pdfPart("files")],
    ["truncated second file after a whole first", MULTIPART, valid.subarray(0, valid.length - 20_000)],
    ["complete, but only another field", MULTIPART, `${pdfPart("other")}\r\n--${BOUNDARY}--\r\n`],
    ["a text field only", MULTIPART, `${part('Content-Disposition: form-data; name="files"', "hello")}\r\n--${BOUNDARY}--\r\n`],
    ["boundary of the header not in the body", "multipart/form-data; boundary=AAAA", valid],
    ["no boundary in the header", "multipart/form-data", valid],
    ["empty boundary", "multipart/form-data; boundary=", valid],
    [
      "boundary past 70 characters",
      `multipart/form-data; boundary=${"b".repeat(300)}`,
      `--${"b".repeat(300)}\r\n${pdfPart("files").slice(BOUNDARY.length + 4)}`,
    ],
    ["empty body", MULTIPART, ""],
    ["closing delimiter only", MULTIPART, `--${BOUNDARY}--\r\n`],
    ["preamble only", MULTIPART, "this is not a form at all\r\n"],
    ["part headers never end", MULTIPART, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n`],
    [
      "a 200 KB part header",
      MULTIPART,
      `${part(`Content-Disposition: form-data; name="files"; filename="${"a".repeat(200_000)}.pdf"`, "%PDF-1.4\n")}\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      "5,000 part headers",
      MULTIPART,
      `${part(`Content-Disposition: form-data; name="files"; filename="a.pdf"\r\n${"X-Pad: 1\r\n".repeat(5000)}`.trimEnd(), "%PDF-1.4\n")}`,
    ],
    ["no Content-Disposition", MULTIPART, `${part("Content-Type: application/pdf", "%PDF-1.4\n")}\r\n--${BOUNDARY}--\r\n`],
    [
      "nested multipart/mixed in files",
      MULTIPART,
      `${part(`Content-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: multipart/mixed; boundary=inner`, `--inner\r\nContent-Disposition: file; filename="b.pdf"\r\n\r\n%PDF-1.4\n--inner--`)}`,
    ],
    [
      "nested parts, the inner boundary the outer one",
      MULTIPART,
      `${part(`Content-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: multipart/mixed; boundary=${BOUNDARY}`, pdfPart("files"))}`,
    ],
    ["60 parts", MULTIPART, Array.from({ length: 60 }, () => pdfPart("files")).join("\r\n")],
    [
      "80 fields",
      MULTIPART,
      `${Array.from({ length: 80 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "x")).join("\r\n")}\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      "header bytes that are not UTF-8",
      MULTIPART,
      new Uint8Array([
        ...text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="`),
        0xff,
        0xfe,
        0x00,
        0xc3,
        ...text(`"\r\n\r\n%PDF-1.4\n`),
      ]),
    ],
    ["boundary-like lines repeated", MULTIPART, `--${BOUNDARY}\r\n`.repeat(20_000)],
    ["garbage", MULTIPART, garbage],
    [
      "garbage after a good part's head",
      MULTIPART,
      new Uint8Array([
        ...text(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`),
        ...garbage,
      ]),
    ],
    ["multipart with a wrong charset parameter", `multipart/form-data; charset=x-nonsense; boundary=${BOUNDARY}`, pdfPart("files")],
  ];
  return cases.map(([name, contentType, body]) => ({ name, contentType, body: typeof body === "string" ? text(body) : body }));
}

/** `count` mutations of a valid two-file upload: bytes flipped, inserted or removed, then cut before its end. */
export function mutatedBodies(count: number, seed = 1): BrokenBody[] {
  const valid = multipartBody([
    { name: "a.pdf", bytes: pdfOf(3000) },
    { name: "b.pdf", bytes: pdfOf(3000) },
  ]);
  const closing = valid.length - `--${BOUNDARY}--\r\n`.length;
  const next = random(seed);
  return Array.from({ length: count }, (_, n) => {
    const bytes = Array.from(valid.subarray(0, 1 + next(closing - 1)));
    for (let edits = 1 + next(8); edits > 0 && bytes.length > 1; edits--) {
      const at = next(bytes.length);
      const kind = next(3);
      if (kind === 0) bytes[at] = next(256);
      else if (kind === 1) bytes.splice(at, 0, next(256));
      else bytes.splice(at, 1);
    }
    return { name: `mutation ${n} (seed ${seed})`, contentType: MULTIPART, body: new Uint8Array(bytes) };
  });
}
