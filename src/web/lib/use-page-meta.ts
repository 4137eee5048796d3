// Sets the tab title and the meta description of the current page. At build time a prerendered
// page's render collects them (PageMetaCollector), so its HTML carries its own title from the start.
import { createContext, useContext, useEffect } from "react";
import { APP_NAME } from "#shared/constants";

/** What a page's render said its title and description are (filled on the server only). */
export type CollectedPageMeta = { title?: string; description?: string };

/** Provided by src/web/prerender.tsx; absent in the browser, where the effect below sets them. */
export const PageMetaCollector = createContext<((meta: CollectedPageMeta) => void) | null>(null);

export function usePageMeta(title: string, description?: string): void {
  // A server render runs no effects: the page's words are handed over during render instead.
  useContext(PageMetaCollector)?.({ title, description });
  // A prerendered page already carries both: nothing is written again as the app takes it over.
  useEffect(() => {
    if (document.title !== title) document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    if (meta.content !== description) meta.content = description;
  }, [title, description]);
}

/** "<page> | AAN", the title pattern for every page but the landing page. */
export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}
