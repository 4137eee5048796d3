// The route table (public-screens.md §2.1). To add a page: write features/<area>/<group>/pages/
// <name>-page.tsx exporting <Name>Page, then add its line to the page table (page-modules.ts).
// Pages load lazily so each one ships in its own chunk.
import { matchRoutes, Navigate, type RouteObject } from "react-router-dom";
import { AppLayout, PageLoading } from "./layout/app-layout";
import { NotFoundPage } from "#web/features/public/site/pages/not-found-page";
import { lazyPage, type LazyPage } from "./lazy-page";
import { PAGE_PATHS } from "#shared/page-paths";
import { PAGE_MODULES, pageExportName } from "./page-modules";
import { pageLoaders } from "./page-loaders";

export interface PageRoute {
  path: string;
  Page: LazyPage;
}

export const pageRoutes: PageRoute[] = Object.entries(PAGE_MODULES).map(([path, module]) => {
  const load = pageLoaders[`/${module}`];
  if (!load) throw new Error(`the page table names ${module}, which is not a page module`);
  return { path, Page: lazyPage(load, pageExportName(module)) };
});

export function buildRoutes(pages: readonly PageRoute[] = pageRoutes): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // The first page of a visit renders once its chunk is in; until then, this.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to={PAGE_PATHS.home} replace /> },
        ...pages.map(({ path, Page }) => ({ path, lazy: Page })),
        // Eager, not lazy: a mistyped link must answer at once, even offline.
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * Loads the lazy pages `pathname` matches and puts them in place in `routes`, so a router made
 * from them renders the page at once (hydrating a prerendered page needs the same tree the
 * server rendered, not the loading fallback).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
