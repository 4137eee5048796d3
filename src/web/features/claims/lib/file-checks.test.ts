import { expect, test } from "bun:test";
import { MAX_UPLOAD_BYTES } from "#shared/schemas/claims";
import { ACCEPT_ATTRIBUTE, fileProblem } from "./file-checks";

test.each(["estimate.pdf", "roof.JPG", "roof.jpeg", "plan.png", "xactimate.esx", "two.dots.pdf"])("%s may be sent", (name) => {
  expect(fileProblem({ name, size: 1000 })).toBeUndefined();
});

test.each(["photo.gif", "page.html", "archive.zip", "noextension", "estimate.pdf.exe", ".pdf-not"])("%s is refused with the server's type message", (name) => {
  expect(fileProblem({ name, size: 1000 })).toBe(`Only ESX, JPEG, PNG and PDF files are accepted: ${name}`);
});

test("the size limit is the server's, to the byte", () => {
  expect(fileProblem({ name: "big.pdf", size: MAX_UPLOAD_BYTES })).toBeUndefined();
  expect(fileProblem({ name: "big.pdf", size: MAX_UPLOAD_BYTES + 1 })).toBe("Each file must be at most 10 MB");
  expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
});

test("the picker offers the accepted kinds", () => {
  expect(ACCEPT_ATTRIBUTE.split(",")).toEqual([".pdf", ".jpg", ".jpeg", ".png", ".esx", "application/pdf", "image/jpeg", "image/png"]);
});
