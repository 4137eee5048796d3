// `npm test`: the three stages in order, each only when the ones before it passed, each saying
// whether it passed. The first stage that fails is written to reports/failed-stage, so .ci/run
// can count a failed format, lint or type check (which writes no test report) as a failure.
//
//   node .ci/test-stages.mjs
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const STAGES = [
  ["checks", "format, lint and types"],
  ["unit-integration", "unit and integration tests"],
  ["build-e2e", "build, e2e and container tests"],
];

mkdirSync("reports", { recursive: true });
for (const [name, words] of STAGES) {
  const script = `test:stage:${name}`;
  console.log(`=== stage: ${words} (npm run ${script})`);
  const run = spawnSync("npm", ["run", script], { stdio: "inherit" });
  if (run.status !== 0) {
    writeFileSync("reports/failed-stage", `${name}\n`);
    console.log(`=== stage FAILED: ${words} (npm run ${script}); the stages after it did not run`);
    process.exit(1);
  }
  console.log(`=== stage passed: ${words}`);
}
