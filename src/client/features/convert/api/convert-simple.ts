import type { ConvertSimpleResponse } from '@shared/api';
import { apiRequest } from '@/lib/api-client';
import { ApiError, isAppErrorType } from '@/lib/api-error';

/**
 * POST /api/convert-simple: one PDF per call (multipart field `pdf`). A refused file throws an
 * ApiError with the server's `message` and `errorType` (SPEC §8); a network failure rejects
 * with fetch's TypeError.
 */
export async function convertSimple(
  file: File,
  signal?: AbortSignal,
): Promise<ConvertSimpleResponse> {
  const form = new FormData();
  form.append('pdf', file, file.name);
  const res = await apiRequest('POST', '/api/convert-simple', form, { signal });
  const body = (await res.json()) as ConvertSimpleResponse;
  if (!body.success) {
    const errorType = isAppErrorType(body.errorType) ? body.errorType : null;
    throw new ApiError(res.status, body.message, errorType);
  }
  return body;
}
