/**
 * The test page's calls (SPEC §7): /api/extract-text and /api/convert-simple, each with one PDF.
 * A non-OK answer throws the client's ApiError; the panel words it (SPEC §8).
 */
import { useMutation } from '@tanstack/react-query';
import type { ConvertSimpleResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';

async function postPdf<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const res = await apiRequest('POST', url, form);
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
