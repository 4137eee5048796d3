// The route table (public-screens.md §2.1). To add a page: write src/web/pages/<name>-page.tsx
// (or features/<area>/...) with a named component export, then add one line to pageRoutes.
// Pages load lazily so each one ships in its own chunk.
import type { ComponentType } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { AppLayout } from "../components/layout/app-layout";
import { NotFoundPage } from "../pages/not-found-page";
import { lazyPage } from "./lazy-page";
import { PATHS } from "./paths";

export interface PageRoute {
  path: string;
  Page: ComponentType;
}

export const pageRoutes: PageRoute[] = [
  { path: PATHS.home, Page: lazyPage(() => import("../pages/home-page"), "HomePage") },
  { path: PATHS.adminLogin, Page: lazyPage(() => import("../features/admin/pages/admin-login-page"), "AdminLoginPage") },
  { path: PATHS.adminSetup, Page: lazyPage(() => import("../features/admin/pages/admin-setup-page"), "AdminSetupPage") },
  { path: PATHS.admin, Page: lazyPage(() => import("../features/admin/pages/admin-panel-page"), "AdminPanelPage") },
  { path: PATHS.adminTest, Page: lazyPage(() => import("../features/admin/pages/admin-test-page"), "AdminTestPage") },
];

export function buildRoutes(pages: readonly PageRoute[] = pageRoutes): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <Navigate to={PATHS.home} replace /> },
        ...pages.map(({ path, Page }) => ({ path, element: <Page /> })),
        // Eager, not lazy: a mistyped link must answer at once, even offline.
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
