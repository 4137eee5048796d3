// The stored name of an uploaded file: its clean name, ending in an extension of the kind its
// content is (any case; .jpg and .jpeg both for JPEG), added when missing, within 200 characters.
import { describe, expect, test } from "bun:test";
import { ORIGINAL_FILENAME_MAX } from "#shared/schemas/claims";
import { cleanFilename, nameForKind, type FileKind } from "./document-files";

describe("nameForKind", () => {
  test.each([
    ["invoice.bat", "pdf", "invoice.bat.pdf"],
    ["invoice.hta", "pdf", "invoice.hta.pdf"],
    ["page.html", "pdf", "page.html.pdf"],
    ["invoice.pdf", "pdf", "invoice.pdf"],
    ["INVOICE.PDF", "pdf", "INVOICE.PDF"],
    ["scan.Pdf", "pdf", "scan.Pdf"],
    ["invoice.pdf.exe", "pdf", "invoice.pdf.exe.pdf"],
    ["invoice.pdf.", "pdf", "invoice.pdf..pdf"],
    ["report", "pdf", "report.pdf"],
    ["pdf", "pdf", "pdf.pdf"],
    ["roof.jpg", "jpeg", "roof.jpg"],
    ["roof.jpeg", "jpeg", "roof.jpeg"],
    ["ROOF.JPEG", "jpeg", "ROOF.JPEG"],
    ["roof.png", "jpeg", "roof.png.jpg"],
    ["roof.jpe", "jpeg", "roof.jpe.jpg"],
    ["chart.png", "png", "chart.png"],
    ["chart.PNG", "png", "chart.PNG"],
    ["chart.jpg", "png", "chart.jpg.png"],
    ["job.esx", "esx", "job.esx"],
    ["job.ESX", "esx", "job.ESX"],
  ] as Array<[string, FileKind["fileType"], string]>)("%s as %s → %s", (name, kind, expected) => {
    expect(nameForKind(name, kind)).toBe(expected);
  });

  test("the rule applies once: a name already carrying the extension is kept", () => {
    for (const kind of ["pdf", "jpeg", "png", "esx"] as const) {
      const once = nameForKind("invoice.bat", kind);
      expect(nameForKind(once, kind)).toBe(once);
    }
  });

  test("a name at the length limit keeps its end and the added extension, within 200 characters", () => {
    const long = `${"a".repeat(ORIGINAL_FILENAME_MAX - 4)}.bat`;
    const named = nameForKind(cleanFilename(long), "pdf");
    expect(named).toHaveLength(ORIGINAL_FILENAME_MAX);
    expect(named.endsWith("aaa.bat.pdf")).toBe(true);
  });

  test("the clean name comes first: folders and hidden characters go, then the extension is added", () => {
    expect(nameForKind(cleanFilename("C:\\Users\\x\\invoice\u202Etxt.bat"), "pdf")).toBe("invoicetxt.bat.pdf");
    expect(nameForKind(cleanFilename("../../etc/passwd"), "png")).toBe("passwd.png");
    expect(nameForKind(cleanFilename(""), "pdf")).toBe("file.pdf");
  });

  test("an unknown stored kind leaves the name as it is", () => {
    expect(nameForKind("notes.txt", "gif")).toBe("notes.txt");
    expect(nameForKind("notes.txt", "constructor")).toBe("notes.txt");
  });
});
