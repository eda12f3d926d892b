import { useCallback } from 'react';
import { toast } from '@/lib/toast/toast';
import { dashboardReportFileName } from '@shared/file-names';
import { downloadFile } from '@/lib/save-file';

/** GET /api/download-excel/:id, saved as calibration_report_{id}.xlsx (SPEC §7). */
export function downloadExcel(conversionId: string): Promise<void> {
  return downloadFile(
    `/api/download-excel/${encodeURIComponent(conversionId)}`,
    dashboardReportFileName(conversionId),
  );
}

/** The dashboard's download with its SPEC §8 toasts. */
export function useExcelDownload() {
  return useCallback(async (conversionId: string) => {
    try {
      await downloadExcel(conversionId);
      toast.success('Download Started', { description: 'Your Excel file is being downloaded' });
    } catch {
      toast.error('Download Failed', { description: 'Please try again' });
    }
  }, []);
}
