// A file imported with `?url` (Vite): the address the build gives it, e.g. a font a worker loads
// for itself.
declare module "*?url" {
  const url: string;
  export default url;
}
