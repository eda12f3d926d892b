import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDataResponse } from '@shared/api';

/**
 * GET /api/session-data/:sessionId: the paid files of a checkout. The server answers
 * `{ success: false, message }` with 402 (not paid) or 404 (unknown), which this returns rather
 * than throws, so the view can say what happened.
 */
export async function getSessionData(sessionId: string): Promise<SessionDataResponse> {
  const res = await fetch(`/api/session-data/${encodeURIComponent(sessionId)}`, {
    credentials: 'include',
  });
  const body = (await res.json().catch(() => null)) as SessionDataResponse | null;
  if (body && typeof body.success === 'boolean') return body;
  return { success: false, message: `${res.status}: ${res.statusText}` };
}

export const sessionDataQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/session-data', sessionId],
    queryFn: () => getSessionData(sessionId),
  });

export function useSessionData(sessionId: string) {
  return useQuery(sessionDataQueryOptions(sessionId));
}
