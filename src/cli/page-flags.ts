// The page flags of the listing commands (`--search`, `--page`, `--page-size`), read by the shared
// page query (src/shared/schemas/paging.ts), and the "page X of Y" line printed under a page.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "#shared/schemas/paging";
import type { OptionSpec } from "./define-command";

export type PageFlags = { search?: string; page?: string; pageSize?: string };

export function pageFlags(searchHelp: string): OptionSpec {
  return (command) =>
    command
      .option("-q, --search <text>", searchHelp)
      .option("-p, --page <n>", "which page, from 1", "1")
      .option("--page-size <n>", `rows per page, 1-${PAGE_SIZE_MAX}`, String(PAGE_SIZE_DEFAULT));
}

/** The flags as the query the server's listing takes: the core checks them with the same schema. */
export const pageQueryOf = (flags: PageFlags) => ({ q: flags.search, page: flags.page, pageSize: flags.pageSize });

export const pageCount = ({ total, pageSize }: { total: number; pageSize: number }) => Math.max(1, Math.ceil(total / pageSize));

/** "page 2 of 5 (230 members)", "page 1 of 1 (1 member matching "milo")". */
export function pageLine(
  answer: { total: number; page: number; pageSize: number },
  [one, many]: [string, string],
  search?: string,
): string {
  const matching = search ? ` matching "${search}"` : "";
  return `page ${answer.page} of ${pageCount(answer)} (${answer.total} ${answer.total === 1 ? one : many}${matching})`;
}
