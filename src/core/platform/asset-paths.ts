// Where the migrations and the built SPA live. In the repository they sit at db/migrations and
// dist/web; the compiled binary embeds each folder under the bundle root by its last name
// (Bun's compile `assets`: ./db/migrations → migrations/, ./dist/web → web/). The binary smoke
// test pins this layout.
import { join, resolve } from "node:path";

const inBinary = Bun.isStandaloneExecutable;
const repoRoot = resolve(import.meta.dir, "../../..");

export const migrationsFolder = (): string => (inBinary ? join(import.meta.dir, "migrations") : join(repoRoot, "db/migrations"));

export const webBuildFolder = (): string => (inBinary ? join(import.meta.dir, "web") : join(repoRoot, "dist/web"));
