// The member's deadline notices: how reminders reach them, and the private calendar feed.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReminderChannel } from "#shared/schemas/deadline-notices";
import { apiCall, apiQueryFn } from "#web/lib/api-call";
import { MEMBER_ACTIVITY_KEY, MEMBER_DATA_ROOT, MEMBER_MUTATION_META } from "#web/lib/sessions/member-query-keys";

const REMINDERS_KEY = [MEMBER_DATA_ROOT, "deadline-reminders"] as const;
const FEED_KEY = [MEMBER_DATA_ROOT, "calendar-feed"] as const;

const fetchReminders = apiQueryFn("/api/user/deadline-reminders", {}, { on401: "throw" });
const fetchFeed = apiQueryFn("/api/user/calendar-feed", {}, { on401: "throw" });

export const useReminderChannel = () => useQuery(queryOptions({ queryKey: REMINDERS_KEY, queryFn: fetchReminders }));
export const useCalendarFeed = () => useQuery(queryOptions({ queryKey: FEED_KEY, queryFn: fetchFeed }));

/** A change reloads what it changed and the activity list that records it. */
function useNoticeChange<I, A>(mutationFn: (input: I) => Promise<A>, key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: MEMBER_MUTATION_META,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: MEMBER_ACTIVITY_KEY });
    },
  });
}

export const useSetReminderChannel = () =>
  useNoticeChange((channel: ReminderChannel) => apiCall("put", "/api/user/deadline-reminders", { body: { channel } }), REMINDERS_KEY);
export const useTurnOnFeed = () => useNoticeChange(() => apiCall("post", "/api/user/calendar-feed", {}), FEED_KEY);
export const useTurnOffFeed = () => useNoticeChange(() => apiCall("delete", "/api/user/calendar-feed", {}), FEED_KEY);
