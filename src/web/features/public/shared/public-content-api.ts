// The public reads behind the landing and policy pages: users online (GET /api/stats/online,
// polled every 7 s), testimonials (GET /api/testimonials) and the operator's settings
// (GET /api/site-settings). The query keys are the URLs, so another page reading the same URL
// shares the cached answer.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Schema } from "#web/lib/api-types";
import { ONLINE_REFRESH_MS } from "#shared/constants";
import type { SiteSettingKey } from "#shared/site-settings";
import { apiQueryFn } from "#web/lib/api-call";

export const ONLINE_STATS_KEY = ["/api/stats/online"] as const;
export const TESTIMONIALS_KEY = ["/api/testimonials"] as const;
export const SITE_SETTINGS_KEY = ["/api/site-settings"] as const;

/** Operator content an admin may change: read again when a page opens a minute later. */
const PUBLIC_CONTENT_STALE_MS = 60_000;

export const fetchOnlineStats = apiQueryFn("/api/stats/online", {}, { on401: "throw" });
export const fetchTestimonials = apiQueryFn("/api/testimonials", {}, { on401: "throw" });
export const fetchSiteSettings = apiQueryFn("/api/site-settings", {}, { on401: "throw" });

export function onlineStatsQueryOptions() {
  return queryOptions({ queryKey: ONLINE_STATS_KEY, queryFn: fetchOnlineStats, staleTime: 0 });
}

export function testimonialsQueryOptions() {
  return queryOptions({ queryKey: TESTIMONIALS_KEY, queryFn: fetchTestimonials, staleTime: PUBLIC_CONTENT_STALE_MS });
}

export function siteSettingsQueryOptions() {
  return queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: fetchSiteSettings, staleTime: PUBLIC_CONTENT_STALE_MS });
}

/**
 * The real count (spec README decision 1), asked again every 7 s from the moment the line appears.
 * A plain interval rather than TanStack's refetchInterval, which restarts its timer on every answer
 * and so drifts by each answer's latency; the spec's 7 s is a steady beat. A hidden tab skips its
 * beats: nobody sees the figure there.
 */
export function useOnlineStats() {
  const query = useQuery(onlineStatsQueryOptions());
  const { refetch } = query;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") void refetch();
    }, ONLINE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  return query;
}
export const useTestimonials = () => useQuery(testimonialsQueryOptions());
export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

/** One setting's value, trimmed; "" when it is not configured (or not loaded). */
export function settingOf(answer: Schema<"SiteSettingsAnswer"> | undefined, key: SiteSettingKey): string {
  return (answer?.settings[key] ?? "").trim();
}
