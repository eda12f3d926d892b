import { useCallback } from 'react';
import { toast } from '@/lib/toast/toast';
import { downloadManualTemplate } from './api/download-manual-template';

/** Downloads Calibration_Template.xlsx with the SPEC §8 template toasts. */
export function useManualTemplate() {
  return useCallback(async () => {
    try {
      await downloadManualTemplate();
      toast.success('Template Downloaded', {
        description: 'Fill in your calibration data and save the file.',
      });
    } catch {
      toast.error('Download Failed', {
        description: 'Failed to download template. Please try again.',
      });
    }
  }, []);
}
