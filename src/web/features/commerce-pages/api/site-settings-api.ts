// The operator's public settings (GET /api/site-settings): here, the six payment links.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettingsAnswer } from "#shared/api-types";
import { getQueryFn } from "../../../lib/api-client";
import { PUBLIC_DATA_STALE_MS } from "./plans-api";

export const SITE_SETTINGS_KEY = ["/api/site-settings"] as const;

export const fetchSiteSettings = getQueryFn<SiteSettingsAnswer>({ on401: "throw" });

export function siteSettingsQueryOptions() {
  return queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: fetchSiteSettings, staleTime: PUBLIC_DATA_STALE_MS });
}

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
