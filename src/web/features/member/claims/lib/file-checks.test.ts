import { expect, test } from "bun:test";
import { MAX_UPLOAD_BYTES, STORAGE_QUOTA_EXCEEDED, UPLOAD_TOO_LARGE } from "#shared/upload-limits";
import { ACCEPT_ATTRIBUTE, batchProblems, fileProblem } from "./file-checks";

test.each(["estimate.pdf", "roof.JPG", "roof.jpeg", "plan.png", "xactimate.esx", "two.dots.pdf"])("%s may be sent", (name) => {
  expect(fileProblem({ name, size: 1000 })).toBeUndefined();
});

test.each(["photo.gif", "page.html", "archive.zip", "noextension", "estimate.pdf.exe", ".pdf-not"])(
  "%s is refused with the server's type message",
  (name) => {
    expect(fileProblem({ name, size: 1000 })).toBe(`Only ESX, JPEG, PNG and PDF files are accepted: ${name}`);
  },
);

test("the size limit is the server's, to the byte", () => {
  expect(fileProblem({ name: "big.pdf", size: MAX_UPLOAD_BYTES })).toBeUndefined();
  expect(fileProblem({ name: "big.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe("Each file must be at most 10 MB");
  expect(fileProblem({ name: "big.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_TOO_LARGE);
  expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
});

test("the picker offers the accepted kinds", () => {
  expect(ACCEPT_ATTRIBUTE.split(",")).toEqual([".pdf", ".jpg", ".jpeg", ".png", ".esx", "application/pdf", "image/jpeg", "image/png"]);
});

test("a batch fills the member's storage in order: the files past the quota are refused with the server's message", () => {
  const storage = { usedBytes: 700, quotaBytes: 1000 };
  const files = [
    { name: "a.pdf", size: 200 },
    { name: "b.pdf", size: 200 },
    { name: "c.gif", size: 10 },
    { name: "d.pdf", size: 100 },
    { name: "e.pdf", size: 1 },
  ];
  expect(batchProblems(files, storage)).toEqual([
    undefined,
    STORAGE_QUOTA_EXCEEDED(900, 1000),
    "Only ESX, JPEG, PNG and PDF files are accepted: c.gif",
    undefined,
    STORAGE_QUOTA_EXCEEDED(1000, 1000),
  ]);
  expect(batchProblems(files)).toEqual([
    undefined,
    undefined,
    "Only ESX, JPEG, PNG and PDF files are accepted: c.gif",
    undefined,
    undefined,
  ]);
});
