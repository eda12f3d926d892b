import { toast } from '@/lib/toast/toast';
import { ApiError, apiErrorMessage } from '@/lib/api-error';

/** SPEC §8: the toast title for each errorType; errors with a template action offer one. */
const TOASTS: Record<string, { title: string; templateAction: boolean }> = {
  PDF_ENCRYPTED: { title: 'Password Protected PDF', templateAction: true },
  NOT_CALIBRATION_CERT: { title: 'Invalid Certificate', templateAction: true },
  FILE_TOO_LARGE: { title: 'File Too Large', templateAction: false },
  EXTRACTION_FAILED: { title: 'Extraction Failed', templateAction: true },
};

/** Shows the SPEC §8 toast for a file that failed to convert in the landing dialog. */
export function showConvertErrorToast(
  error: unknown,
  filename: string,
  downloadTemplate: () => void,
) {
  const known = error instanceof ApiError && error.errorType ? TOASTS[error.errorType] : null;
  const description = apiErrorMessage(error, `Failed to convert ${filename}`);
  if (known) {
    toast.error(known.title, {
      description,
      action: known.templateAction
        ? { label: 'Download Template', onClick: downloadTemplate }
        : undefined,
    });
    return;
  }
  toast.error('Conversion failed', {
    description,
  });
}
