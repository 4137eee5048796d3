// One page of a server-side listing, so listings stay fast at 100,000 rows (decision 0044): the
// query every paged list takes (`?q=&page=&pageSize=`) and the answer's shape. The panel, the
// CLI and the API read the same rules from here.
import { z } from "#zod";
import { builtOnFirstUse } from "./built-on-first-use";
import { tooLongMessage } from "./text";

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 200;
export const SEARCH_TEXT_MAX = 100;

export const PAGE_NUMBER_MESSAGE = "Page must be a whole number of at least 1";
export const PAGE_SIZE_MESSAGE = `Page size must be a whole number between 1 and ${PAGE_SIZE_MAX}`;

/** `?q=&page=&pageSize=`: a search text (empty = none), a page from 1, a size up to PAGE_SIZE_MAX. */
export const pageQuerySchema = builtOnFirstUse(() =>
  z.object({
    q: z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX, tooLongMessage("Search", SEARCH_TEXT_MAX))
      .optional()
      .transform((text) => text || undefined),
    page: z.coerce
      .number({ error: PAGE_NUMBER_MESSAGE })
      .int(PAGE_NUMBER_MESSAGE)
      .min(1, PAGE_NUMBER_MESSAGE)
      .max(1_000_000, PAGE_NUMBER_MESSAGE)
      .default(1),
    pageSize: z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .int(PAGE_SIZE_MESSAGE)
      .min(1, PAGE_SIZE_MESSAGE)
      .max(PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE)
      .default(PAGE_SIZE_DEFAULT),
  }),
);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The parameters of a page query; a listing asked with none of them answers its full list. */
export const PAGE_QUERY_PARAMS = ["q", "page", "pageSize"] as const;

/** Whether a query asks for one page (any of `params` present) rather than the whole list. */
export const asksForPage = (query: Record<string, unknown>, params: readonly string[] = PAGE_QUERY_PARAMS): boolean =>
  params.some((name) => query[name] !== undefined);

/** Rows to skip for a page. */
export const pageOffset = ({ page, pageSize }: Pick<PageQuery, "page" | "pageSize">) => (page - 1) * pageSize;
