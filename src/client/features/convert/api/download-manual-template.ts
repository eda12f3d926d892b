import { apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

export const MANUAL_TEMPLATE_FILE_NAME = 'Calibration_Template.xlsx';

/** POST /api/template/download with an empty body → the manual template (SPEC §7). */
export async function downloadManualTemplate(): Promise<void> {
  const res = await apiRequest('POST', '/api/template/download', {});
  saveBlob(await res.blob(), MANUAL_TEMPLATE_FILE_NAME);
}
