// A page of a server-side search in the shape the pagination bar reads.
import type { Page } from "#web/components/pagination/pagination";

export function serverPage<T>(answer: { entries: T[]; total: number; page: number; pageSize: number }): Page<T> {
  const { entries, total, pageSize } = answer;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, answer.page), pageCount);
  const start = (answer.page - 1) * pageSize;
  const empty = entries.length === 0;
  return {
    items: entries,
    page,
    pageCount,
    from: empty ? 0 : start + 1,
    to: empty ? 0 : start + entries.length,
    total,
    hasPrevious: page > 1,
    hasNext: page < pageCount,
  };
}
