/**
 * A file of the batch that did not convert, kept in the results with its reason and a Retry
 * (issue 23 item 6). A network failure, a 5xx or a busy server (429/503) may well work on a
 * retry, so such a file also stays selected when nothing converted; a file the server judged
 * (not a PDF, encrypted, not a certificate…) needs another file, not another try.
 */
import { ApiError } from '@/lib/api-error';

export interface FailedFile {
  id: string;
  file: File;
  reason: string;
  /** Worth trying again as it is. */
  retryable: boolean;
}

export function failedFile(id: string, file: File, error: unknown): FailedFile {
  if (error instanceof ApiError) {
    const retryable = error.status >= 500 || error.status === 429 || error.status === 408;
    return {
      id,
      file,
      reason:
        error.message ||
        (retryable
          ? 'The server could not convert this file just now. Try again.'
          : `The file was refused (${error.status}).`),
      retryable,
    };
  }
  return {
    id,
    file,
    reason:
      'The connection failed before the file was converted. Check your network and try again.',
    retryable: true,
  };
}
