import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDataResponse } from '@shared/api';
import { getJson } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/**
 * GET /api/session-data/:sessionId: the paid files of a checkout. The server answers
 * `{ success: false, message }` with 402 (not paid) or 404 (unknown), which this returns rather
 * than throws, so the view can say what happened.
 */
export async function getSessionData(sessionId: string): Promise<SessionDataResponse> {
  try {
    return await getJson<SessionDataResponse>(`/api/session-data/${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The refusal's body is this call's answer (it may carry a `reason`).
    const body = error.body as Partial<SessionDataResponse> | undefined;
    if (body?.success === false) return body as SessionDataResponse;
    return {
      success: false,
      message: error.message || `The payment session could not be loaded (${error.status}).`,
    };
  }
}

export const sessionDataQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['/api/session-data', sessionId],
    queryFn: () => getSessionData(sessionId),
  });

export function useSessionData(sessionId: string) {
  return useQuery(sessionDataQueryOptions(sessionId));
}
