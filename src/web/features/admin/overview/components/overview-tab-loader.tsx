// The Overview tab as the panel lists it: its module, and uPlot with it, load when the tab is
// first opened, so no other screen's first chunk carries the charts.
import { lazy, Suspense } from "react";

const OverviewTab = lazy(() => import("./overview-tab").then((module) => ({ default: module.OverviewTab })));

export function LazyOverviewTab() {
  return (
    <Suspense
      fallback={
        <p className="empty-state" role="status">
          Reading the overview…
        </p>
      }
    >
      <OverviewTab />
    </Suspense>
  );
}
