import { useState } from 'react';
import { toast } from 'sonner';
import type { TemplateId } from '@shared/templates';
import { downloadTemplate } from './api/download-template';
import { templateEntry } from './template-catalog';

/**
 * Downloads a template with the SPEC §8 toasts. The landing page and the templates page word
 * their success toast differently, so the caller gives the success text.
 */
export function useTemplateDownload(successDescription: (title: string) => string) {
  const [pending, setPending] = useState<TemplateId | null>(null);
  const download = async (id: TemplateId) => {
    setPending(id);
    try {
      await downloadTemplate(id);
      toast.success('Template Downloaded', {
        description: successDescription(templateEntry(id).title),
      });
    } catch {
      toast.error('Download Failed', {
        description: 'Failed to download template. Please try again.',
      });
    } finally {
      setPending(null);
    }
  };
  return { download, pending };
}
