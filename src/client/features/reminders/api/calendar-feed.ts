import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse } from '@shared/reminders';
import { apiRequest, getJson } from '@/lib/api-client';

/** GET /api/account/calendar: the signed-in user's private feed address (made on first ask). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/calendar'],
    queryFn: () => getJson<CalendarFeedResponse>('/api/account/calendar'),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /api/account/calendar/rotate: a new address; the old one stops working. */
export async function rotateCalendarFeed(): Promise<CalendarFeedResponse> {
  const res = await apiRequest('POST', '/api/account/calendar/rotate');
  return (await res.json()) as CalendarFeedResponse;
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
