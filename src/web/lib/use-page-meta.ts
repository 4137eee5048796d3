// Sets the tab title and the meta description of the current page.
import { useEffect } from "react";
import { APP_NAME } from "#shared/constants";

export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

/** "<page> | AAN", the title pattern for every page but the landing page. */
export function pageTitle(page: string): string {
  return `${page} | ${APP_NAME}`;
}
