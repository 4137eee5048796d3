// Refreshes the tracked per-file test durations that `bun test --parallel` reads to start the
// slowest files first. `npm test` writes what it measured to reports/timings.json and never
// touches the tracked file, so a test run leaves the tree clean; run `npm run timings:update`
// after `npm test` when the ordering has drifted, and commit the result.
// Files that no longer exist are dropped and the rest are listed slowest first, so the diff
// reads as "what got slower".
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const [measuredFile = "reports/timings.json", trackedFile = "tests/timings.json"] = process.argv.slice(2);
if (!existsSync(measuredFile)) {
  console.error(`${measuredFile} is missing: run \`npm test\` first, it measures every test file`);
  process.exit(1);
}
const measured = JSON.parse(readFileSync(measuredFile, "utf8"));
const files = Object.entries(measured.files ?? {})
  .filter(([file]) => existsSync(file))
  .sort(([fileA, msA], [fileB, msB]) => msB - msA || fileA.localeCompare(fileB));
writeFileSync(trackedFile, JSON.stringify({ version: measured.version ?? 1, files: Object.fromEntries(files) }, null, 2) + "\n");
console.log(`${trackedFile}: ${files.length} test files, slowest first`);
