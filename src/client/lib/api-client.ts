/**
 * The shared request helper (SPEC §7): always sends cookies; a non-OK response throws an Error
 * whose message is `status: responseText`, which screens match on (e.g. '401: …Unauthorized').
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const res = await fetch(url, {
    method,
    headers: data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** Pulls the server's `message` out of an apiRequest error ("422: {"message":…}"). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : body;
  } catch {
    return body;
  }
}
