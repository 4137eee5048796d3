// One item at a time, stepping in order and wrapping (the landing page's testimonials, §4).

/** The index after `index` in a list of `count`; the last wraps to the first. */
export function nextIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** An index kept from a longer list still points into a list that shrank. */
export function indexWithin(index: number, count: number): number {
  return count <= 0 ? 0 : index % count;
}
