import type { ConvertSimpleResponse } from '@shared/api';

/** A failed conversion with the server's message and errorType (SPEC §8). */
export class ConvertError extends Error {
  constructor(
    message: string,
    readonly errorType: string | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ConvertError';
  }
}

/**
 * POST /api/convert-simple: one PDF per call (multipart field `pdf`). A non-OK answer becomes a
 * ConvertError carrying the server's `message` and `errorType`; a network failure has neither.
 */
export async function convertSimple(
  file: File,
  signal?: AbortSignal,
): Promise<ConvertSimpleResponse> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const res = await fetch('/api/convert-simple', {
    method: 'POST',
    body: form,
    credentials: 'include',
    signal,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      message?: unknown;
      errorType?: unknown;
    } | null;
    throw new ConvertError(
      typeof body?.message === 'string' ? body.message : '',
      typeof body?.errorType === 'string' ? body.errorType : null,
      res.status,
    );
  }
  const body = (await res.json()) as ConvertSimpleResponse;
  if (!body.success) throw new ConvertError(body.message, body.errorType, res.status);
  return body;
}
