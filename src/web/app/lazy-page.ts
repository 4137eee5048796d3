// React.lazy for modules with named exports, so pages keep named exports (no default exports).
import { lazy, type ComponentType } from "react";

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
}
