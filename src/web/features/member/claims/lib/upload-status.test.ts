import { expect, test } from "bun:test";
import { CLAIM_CLOSED_FOR_DOCUMENTS, UPLOAD_NEEDS_PACKAGE, UPLOAD_PACKAGE_SUSPENDED } from "#shared/upload-limits";
import { uploadBlock } from "./upload-status";

test.each(["submitted", "in_review", "in_progress"] as const)(
  "a %s claim with an active package (or one not known yet) offers the upload area",
  (status) => {
    expect(uploadBlock(status, "active")).toBeUndefined();
    expect(uploadBlock(status, undefined)).toBeUndefined();
  },
);

test.each(["completed", "cancelled"] as const)("a %s claim takes no more documents, whatever the package", (status) => {
  expect(uploadBlock(status, "active")).toEqual({ reason: "closed", message: CLAIM_CLOSED_FOR_DOCUMENTS(status) });
  expect(uploadBlock(status, "none")?.reason).toBe("closed");
});

test("without an active package the page says why, in the server's words", () => {
  expect(uploadBlock("submitted", "suspended")).toEqual({ reason: "package", message: UPLOAD_PACKAGE_SUSPENDED });
  for (const state of ["none", "terminated", "cancelled"] as const)
    expect(uploadBlock("in_review", state)).toEqual({ reason: "package", message: UPLOAD_NEEDS_PACKAGE });
});
