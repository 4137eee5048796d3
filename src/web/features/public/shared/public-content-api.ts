// The public reads behind the landing and policy pages: users online (GET /api/stats/online,
// polled every 7 s), testimonials (GET /api/testimonials) and the operator's settings
// (GET /api/site-settings). The query keys are the URLs, so another page reading the same URL
// shares the cached answer.
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SiteSettingsAnswer } from "#shared/answers/content";
import { ONLINE_REFRESH_MS } from "#shared/constants";
import { SITE_SETTINGS_DATA_ID } from "#shared/page-paths";
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

/** The answer GET /api/site-settings gives: every setting a string. */
function isSiteSettingsAnswer(value: unknown): value is SiteSettingsAnswer {
  if (typeof value !== "object" || value === null || (value as { success?: unknown }).success !== true) return false;
  const settings = (value as { settings?: unknown }).settings;
  return typeof settings === "object" && settings !== null && Object.values(settings).every((v) => typeof v === "string");
}

/**
 * A settings page comes rendered with the site settings of the moment, which it carries
 * (src/server/settings-pages.ts): the app starts from the same answer, so it takes the page over
 * as it is, without asking again. A page without them (or with a damaged copy) asks the API.
 */
export function rememberPageSettings(client: QueryClient): void {
  const text = document.getElementById(SITE_SETTINGS_DATA_ID)?.textContent;
  if (!text) return;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return;
  }
  if (isSiteSettingsAnswer(answer)) client.setQueryData(SITE_SETTINGS_KEY, answer);
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
export function settingOf(answer: SiteSettingsAnswer | undefined, key: SiteSettingKey): string {
  return (answer?.settings[key] ?? "").trim();
}
