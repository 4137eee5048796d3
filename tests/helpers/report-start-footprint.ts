// Preloaded into a process under test (`bun --preload`): when the process exits, writes the
// modules it loaded (Bun's require.cache holds ES modules too) as JSON to the file named by
// AAN_TEST_LOADED_MODULES_FILE.
import { writeFileSync } from "node:fs";

const file = process.env.AAN_TEST_LOADED_MODULES_FILE;
if (file) process.on("exit", () => writeFileSync(file, JSON.stringify(Object.keys(require.cache))));
