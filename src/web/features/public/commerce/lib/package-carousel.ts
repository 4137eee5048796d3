// The packages page's arrows (public-screens.md §2.8): previous and next in the order phantom,
// ghost, assassin, wrapping at both ends, over the packages that are on sale.
export type Step = -1 | 1;

/** The package one step from `current` in `order`, wrapping; the first one when `current` is not in it. */
export function stepPackage<T>(order: readonly T[], current: T, step: Step): T | undefined {
  if (order.length === 0) return undefined;
  const at = order.indexOf(current);
  if (at === -1) return order[0];
  return order[(at + step + order.length) % order.length];
}
