/**
 * The one API client (SPEC §7): every call sends cookies, and every answer with an error status
 * throws an ApiError (status, the server's message, errorType) — see api-error.ts. A network
 * failure rejects with fetch's TypeError, an abort with its AbortError.
 */
import { apiErrorOf } from './api-error';

/** fetch with the visitor's cookies; the Response when OK (a file, JSON…), else an ApiError. */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, credentials: 'include' });
  if (!res.ok) throw await apiErrorOf(res);
  return res;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
}

/** A JSON (or, given FormData, multipart) request. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  return apiFetch(url, {
    method,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    signal: options.signal,
  });
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}
