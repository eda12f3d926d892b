import { useState } from 'react';
import type { TemplateId } from '@shared/templates';
import { templateEntry } from './template-catalog';

/**
 * Downloads a template with the SPEC §8 toasts. The landing page and the templates page word
 * their success toast differently, so the caller gives the success text.
 */
export function useTemplateDownload(successDescription: (title: string) => string) {
  const [pending, setPending] = useState<TemplateId | null>(null);
  const download = async (id: TemplateId) => {
    setPending(id);
    // The request code and the toast library load with the first download, not with the page:
    // the landing page shows these cards but needs neither before a click.
    const toastModule = import('@/lib/toast/toast');
    try {
      const { downloadTemplate } = await import('./api/download-template');
      await downloadTemplate(id);
      const { toast } = await toastModule;
      toast.success('Template Downloaded', {
        description: successDescription(templateEntry(id).title),
      });
    } catch {
      const { toast } = await toastModule;
      toast.error('Download Failed', {
        description: 'Failed to download template. Please try again.',
      });
    } finally {
      setPending(null);
    }
  };
  return { download, pending };
}
