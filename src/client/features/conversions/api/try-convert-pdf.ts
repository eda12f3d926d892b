import type { ConvertPdfResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { AttemptOutcome } from '../batch-queue';

/**
 * POST /api/convert-pdf for one file of a batch. Unlike convertPdf it never throws for an HTTP
 * answer: the batch needs the status and Retry-After to tell "wait" from "failed". Only an abort
 * (the run was dropped) rejects.
 */
export async function tryConvertPdf(
  file: File,
  signal: AbortSignal,
): Promise<AttemptOutcome<ConvertPdfResponse>> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  try {
    const res = await apiRequest('POST', '/api/convert-pdf', form, { signal });
    return { kind: 'ok', response: (await res.json()) as ConvertPdfResponse };
  } catch (error) {
    if (signal.aborted) throw error;
    if (!(error instanceof ApiError)) return { kind: 'network' };
    return {
      kind: 'http',
      status: error.status,
      retryAfter: error.retryAfter,
      message: error.message || null,
      errorType: error.errorType,
    };
  }
}
