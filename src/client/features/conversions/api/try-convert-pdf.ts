import type { ConvertPdfResponse } from '@shared/api';
import { parseErrorBody, type AttemptOutcome } from '../batch-queue';

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
  let res: Response;
  try {
    res = await fetch('/api/convert-pdf', {
      method: 'POST',
      body: form,
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'network' };
  }
  if (res.ok) {
    try {
      return { kind: 'ok', response: (await res.json()) as ConvertPdfResponse };
    } catch (error) {
      if (signal.aborted) throw error;
      return { kind: 'network' };
    }
  }
  const text = await res.text().catch(() => '');
  return {
    kind: 'http',
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    ...parseErrorBody(text),
  };
}
