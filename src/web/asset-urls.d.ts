// A file imported with `?url` (Vite): the address the build gives it, e.g. a font a worker loads
// for itself.
declare module "*?url" {
  const url: string;
  export default url;
}

// Vite's glob import (routes.tsx): each matching module as a lazy import, keyed by its path.
interface ImportMeta {
  glob<Module>(patterns: string | string[]): Record<string, () => Promise<Module>>;
}
