// Reads bun test's JUnit reports (one per test stage) and prints the closing line CI reads:
// "N passed, N failed". A report that is missing (its stage did not run, or stopped before
// writing it) counts as one failed test. `--failed-outside N` counts checks that failed outside
// the reports (a failed format, lint or type stage; CI's clean-tree check) as failed tests, so the
// closing line never reads "0 failed" on a failed run. Exits 1 when a test failed or none ran.
//
//   node .ci/junit-summary.mjs reports/junit-a.xml reports/junit-b.xml --failed-outside 1
import { existsSync, readFileSync } from "node:fs";

const args = process.argv.slice(2);
const outsideAt = args.indexOf("--failed-outside");
const failedOutside = outsideAt >= 0 ? Number(args[outsideAt + 1] ?? 0) : 0;
const files = args.filter((_, index) => outsideAt < 0 || (index !== outsideAt && index !== outsideAt + 1));

let tests = 0;
let failedInReports = 0;
let skipped = 0;
let missing = 0;
for (const file of files.length > 0 ? files : ["reports/junit.xml"]) {
  if (!existsSync(file)) {
    console.log(`no test report at ${file}`);
    missing += 1;
    continue;
  }
  const root = readFileSync(file, "utf8").match(/<testsuites\b[^>]*>/)?.[0] ?? "";
  const attr = (name) => Number(root.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  tests += attr("tests");
  failedInReports += attr("failures") + attr("errors");
  skipped += attr("skipped");
}
const passed = tests - failedInReports - skipped;
const failed = failedInReports + missing + failedOutside;
console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
process.exit(failed > 0 || tests === 0 ? 1 : 0);
