import { TEMPLATE_FILE_NAMES, type TemplateId } from '@shared/templates';
import { apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/**
 * POST /api/template/download { templateId } → the workbook, saved under its SPEC file name;
 * then POST /api/track-template-download. Tracking is best effort: a failed count must not turn
 * a successful download into an error toast.
 */
export async function downloadTemplate(templateId: TemplateId): Promise<void> {
  const res = await apiRequest('POST', '/api/template/download', { templateId });
  saveBlob(await res.blob(), TEMPLATE_FILE_NAMES[templateId]);
  apiRequest('POST', '/api/track-template-download', { templateName: templateId }).catch(
    () => undefined,
  );
}
