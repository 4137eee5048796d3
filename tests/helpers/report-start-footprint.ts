// Preloaded into a process under test (`bun --preload`): when the process exits, writes what its
// start used as JSON to the file named by AAN_TEST_START_FOOTPRINT_FILE:
// - `modules`: the modules it loaded (Bun's require.cache holds ES modules too);
// - `localeCalls`: the locale-aware calls it made (toLocaleString, Intl, localeCompare). Their
//   first use loads ICU's data, megabytes an idle server would hold (decision 0083).
import { writeFileSync } from "node:fs";

const file = process.env.AAN_TEST_START_FOOTPRINT_FILE;
const localeCalls: string[] = [];

function recordCalls(owner: object, key: string, label: string) {
  const original = Reflect.get(owner, key) as (...args: unknown[]) => unknown;
  Reflect.set(owner, key, function (this: unknown, ...args: unknown[]) {
    localeCalls.push(label);
    return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
  });
}

if (file) {
  recordCalls(Number.prototype, "toLocaleString", "Number.prototype.toLocaleString");
  recordCalls(Date.prototype, "toLocaleString", "Date.prototype.toLocaleString");
  recordCalls(Date.prototype, "toLocaleDateString", "Date.prototype.toLocaleDateString");
  recordCalls(Date.prototype, "toLocaleTimeString", "Date.prototype.toLocaleTimeString");
  recordCalls(String.prototype, "localeCompare", "String.prototype.localeCompare");
  for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "PluralRules", "RelativeTimeFormat", "ListFormat", "Segmenter"]) {
    recordCalls(Intl, name, `Intl.${name}`);
  }
  process.on("exit", () => writeFileSync(file, JSON.stringify({ modules: Object.keys(require.cache), localeCalls })));
}
