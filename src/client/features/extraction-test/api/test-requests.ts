/**
 * The test page's calls (SPEC §7): /api/extract-text and /api/convert-simple, each with one PDF.
 * A non-OK answer throws 'HTTP error! status: {code}' (SPEC §8) with the server's explanation
 * kept beside it.
 */
import { useMutation } from '@tanstack/react-query';
import type { ConvertSimpleResponse } from '@shared/api';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

async function postPdf<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const res = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new HttpError(res.status, typeof body?.message === 'string' ? body.message : null);
  }
  return (await res.json()) as T;
}

/** POST /api/extract-text → the text the engine read. */
export function extractText(file: File): Promise<{ text: string }> {
  return postPdf<{ text: string }>('/api/extract-text', file);
}

/**
 * POST /api/convert-simple → extracted data, per-field confidence and the download URL, which for
 * the test page downloads without payment (SPEC §2 Test page).
 */
export function convertForTest(file: File): Promise<ConvertSimpleResponse> {
  return postPdf<ConvertSimpleResponse>('/api/convert-simple?purpose=test', file);
}

export const useExtractText = () => useMutation({ mutationFn: extractText });
export const useConvertForTest = () => useMutation({ mutationFn: convertForTest });
