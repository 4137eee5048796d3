// A module only some routes need (the operator's overview, the setup checklist) is imported on
// their first call, not at the start of `aan serve`: the start stays as fast and as small as
// before those routes existed (decision 0082).

/** The module `load` imports, imported once, on the first call. */
export function loadOnDemand<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: Promise<M> | undefined;
  return () => (loaded ??= load());
}
