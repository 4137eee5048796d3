// A page that loads with its route (React Router's route.lazy), for modules with named exports so
// pages keep named exports (no default exports). The router fetches the chunk before it shows the
// page, so no Suspense fallback flashes first (React holds a revealed fallback ~300 ms).
import type { ComponentType } from "react";

export type LazyPage = () => Promise<{ Component: ComponentType }>;

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): LazyPage {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}
