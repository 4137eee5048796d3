// Reads bun test's JUnit report and prints the closing line CI reads: "N passed, N failed".
// An optional second argument counts checks that failed outside the report (CI's clean-tree
// check) as failed tests, so the closing line never reads "0 failed" on a failed run.
// Exits 1 when a test failed, none ran, or the report is missing.
import { existsSync, readFileSync } from "node:fs";

const file = process.argv[2] ?? "reports/junit.xml";
const failedOutside = Number(process.argv[3] ?? 0);
if (!existsSync(file)) {
  console.log("no test report was written");
  console.log(`0 passed, ${1 + failedOutside} failed`);
  process.exit(1);
}
const xml = readFileSync(file, "utf8");
const root = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? "";
const attr = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
const tests = attr("tests");
const failedInReport = attr("failures") + attr("errors");
const skipped = attr("skipped");
const passed = tests - failedInReport - skipped;
const failed = failedInReport + failedOutside;
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
process.exit(failed > 0 || tests === 0 ? 1 : 0);
