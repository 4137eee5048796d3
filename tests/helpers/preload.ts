// Loaded before every test file (bunfig.toml): the temporary folders the tests made are removed
// once the run ends, so a developer's machine does not gather thousands of them.
import { afterAll } from "bun:test";
import { removeTempDirs } from "./context";

afterAll(removeTempDirs);
