// Page slicing for long lists (codes, credibility entries): 10,000 rows stay smooth because only
// one page is rendered.
export const PAGE_SIZE = 50;

export type Page<T> = {
  items: T[];
  /** 1-based, clamped into range (a search can shrink the list under the current page). */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last item shown; both 0 for an empty list. */
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

export function paginate<T>(all: readonly T[], page: number, pageSize: number = PAGE_SIZE): Page<T> {
  const total = all.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const items = all.slice(start, start + pageSize);
  return {
    items,
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + items.length,
    total,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
  };
}

export function showingText(page: Pick<Page<unknown>, "from" | "to" | "total">): string {
  return `Showing ${page.from}–${page.to} of ${page.total}`;
}

/** A list with nothing in it at all (not merely on this page): what a paged card's empty text is for. */
export const isEmptyList = (page: Pick<Page<unknown>, "total">): boolean => page.total === 0;

/** A page the server cut (claims): its rows, and the page, size and total the answer names. */
export function serverPage<T>(items: T[], answer: { total: number; page: number; pageSize: number }): Page<T> {
  const pageCount = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.pageSize)));
  const page = Math.min(Math.max(1, Math.floor(answer.page) || 1), pageCount);
  const start = (page - 1) * answer.pageSize;
  const empty = items.length === 0;
  return {
    items,
    page,
    pageCount,
    from: empty ? 0 : start + 1,
    to: empty ? 0 : start + items.length,
    total: answer.total,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}

/** Up to this many pages the jump list offers every page. */
export const JUMP_ALL_MAX = 100;

/**
 * The pages the jump list offers. Up to JUMP_ALL_MAX, all of them; beyond (2,000 pages at 100,000
 * codes), a few dozen: the first and last three, the five either side of the current page, round
 * hundreds (or tens…) across the list and round tens (…) near the current page.
 */
export function jumpPages(pageCount: number, current: number): number[] {
  if (pageCount <= JUMP_ALL_MAX) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set<number>();
  const add = (page: number) => {
    if (page >= 1 && page <= pageCount) pages.add(page);
  };
  for (let i = 0; i < 3; i++) {
    add(1 + i);
    add(pageCount - i);
  }
  for (let i = -5; i <= 5; i++) add(current + i);
  const step = 10 ** Math.floor(Math.log10(pageCount / 10));
  for (let page = step; page <= pageCount; page += step) add(page);
  const near = step / 10;
  if (near >= 1) for (let page = Math.ceil((current - step) / near) * near; page <= current + step; page += near) add(page);
  return [...pages].sort((a, b) => a - b);
}
