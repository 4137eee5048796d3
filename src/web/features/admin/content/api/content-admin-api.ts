// Admins over the public content: the appraiser directory, testimonials (with their order), the
// contact inbox and the site settings. Every change reloads its list (and the audit log) through
// useAdminChange; the public pages read their own copies from the public API on their next visit.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettingKey } from "#shared/site-settings";
import { apiCall, apiQueryFn, type ApiInput } from "#web/lib/api-call";
import { useAdminChange } from "#web/features/admin/shared/admin-change";
import { ADMIN_ROOT_KEY } from "#web/lib/sessions/admin-session-keys";
import { contactMessagesQuery, type InboxFilter } from "../lib/contact-query";

// Keys name the cache entries (and the admin root lets a sign-out clear them all).
export const ADMIN_APPRAISERS_KEY = [...ADMIN_ROOT_KEY, "appraisers"] as const;
export const ADMIN_TESTIMONIALS_KEY = [...ADMIN_ROOT_KEY, "testimonials"] as const;
export const CONTACT_MESSAGES_KEY = [...ADMIN_ROOT_KEY, "contact-messages"] as const;
export const ADMIN_SITE_SETTINGS_KEY = [...ADMIN_ROOT_KEY, "site-settings"] as const;

// Appraisers
export const fetchAdminAppraisers = apiQueryFn("/api/admin/appraisers", {}, { on401: "throw" });
export const adminAppraisersQueryOptions = () => queryOptions({ queryKey: ADMIN_APPRAISERS_KEY, queryFn: fetchAdminAppraisers });
export const useAdminAppraisers = () => useQuery(adminAppraisersQueryOptions());

/** The body is what the shared appraiserSchema made of the form (lists split, rate normalised). */
type AppraiserBody = ApiInput<"post", "/api/admin/appraisers">["body"];
export const createAppraiser = (body: AppraiserBody) => apiCall("post", "/api/admin/appraisers", { body });
export const updateAppraiser = ({ id, body }: { id: string; body: AppraiserBody }) =>
  apiCall("put", "/api/admin/appraisers/{id}", { path: { id }, body });
export const deleteAppraiser = (id: string) => apiCall("delete", "/api/admin/appraisers/{id}", { path: { id } });

export const useCreateAppraiser = () => useAdminChange(createAppraiser, ADMIN_APPRAISERS_KEY);
export const useUpdateAppraiser = () => useAdminChange(updateAppraiser, ADMIN_APPRAISERS_KEY);
export const useDeleteAppraiser = () => useAdminChange(deleteAppraiser, ADMIN_APPRAISERS_KEY);

// Testimonials
export const fetchAdminTestimonials = apiQueryFn("/api/admin/testimonials", {}, { on401: "throw" });
export const adminTestimonialsQueryOptions = () => queryOptions({ queryKey: ADMIN_TESTIMONIALS_KEY, queryFn: fetchAdminTestimonials });
export const useAdminTestimonials = () => useQuery(adminTestimonialsQueryOptions());

type TestimonialBody = ApiInput<"post", "/api/admin/testimonials">["body"];
export const createTestimonial = (body: TestimonialBody) => apiCall("post", "/api/admin/testimonials", { body });
export const updateTestimonial = ({ id, body }: { id: string; body: TestimonialBody }) =>
  apiCall("put", "/api/admin/testimonials/{id}", { path: { id }, body });
export const deleteTestimonial = (id: string) => apiCall("delete", "/api/admin/testimonials/{id}", { path: { id } });
export const moveTestimonial = ({ id, direction }: { id: string; direction: "up" | "down" }) =>
  apiCall("post", "/api/admin/testimonials/{id}/move", { path: { id }, body: { direction } });

export const useCreateTestimonial = () => useAdminChange(createTestimonial, ADMIN_TESTIMONIALS_KEY);
export const useUpdateTestimonial = () => useAdminChange(updateTestimonial, ADMIN_TESTIMONIALS_KEY);
export const useDeleteTestimonial = () => useAdminChange(deleteTestimonial, ADMIN_TESTIMONIALS_KEY);
export const useMoveTestimonial = () => useAdminChange(moveTestimonial, ADMIN_TESTIMONIALS_KEY);

// The contact inbox
export const contactMessagesQueryKey = (filter: InboxFilter) => [...CONTACT_MESSAGES_KEY, filter] as const;
export const fetchContactMessages = (filter: InboxFilter) =>
  apiQueryFn("/api/admin/contact-messages", { query: contactMessagesQuery(filter) }, { on401: "throw" });
export function contactMessagesQueryOptions(filter: InboxFilter) {
  return queryOptions({
    queryKey: contactMessagesQueryKey(filter),
    queryFn: fetchContactMessages(filter),
    placeholderData: keepPreviousData,
  });
}
export const useContactMessages = (filter: InboxFilter) => useQuery(contactMessagesQueryOptions(filter));

export const markMessageHandled = (id: string) => apiCall("post", "/api/admin/contact-messages/{id}/handled", { path: { id } });
export const useMarkMessageHandled = () => useAdminChange(markMessageHandled, CONTACT_MESSAGES_KEY);

// Site settings
export const fetchAdminSiteSettings = apiQueryFn("/api/admin/site-settings", {}, { on401: "throw" });
export const adminSiteSettingsQueryOptions = () => queryOptions({ queryKey: ADMIN_SITE_SETTINGS_KEY, queryFn: fetchAdminSiteSettings });
export const useAdminSiteSettings = () => useQuery(adminSiteSettingsQueryOptions());

/** "" clears the setting back to its fallback. */
export const saveSiteSetting = ({ key, value }: { key: SiteSettingKey; value: string }) =>
  apiCall("put", "/api/admin/site-settings/{key}", { path: { key }, body: { value } });
export const useSaveSiteSetting = () => useAdminChange(saveSiteSetting, ADMIN_SITE_SETTINGS_KEY);
