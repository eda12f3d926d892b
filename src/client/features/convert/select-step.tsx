import { FileSpreadsheet } from 'lucide-react';
import { MAX_FILE_SIZE_LABEL, MAX_FILES_PER_BATCH } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FileDropZone, type FileSource } from '@/components/ui/file-drop-zone';
import { SelectedFileList, type SelectedFile } from '@/components/ui/selected-file-list';

export interface SelectStepProps {
  files: readonly SelectedFile[];
  onAdd(files: File[], source: FileSource): void;
  onRemove(id: string): void;
  onProcess(): void;
  onDownloadTemplate(): void;
}

export function SelectStep({
  files,
  onAdd,
  onRemove,
  onProcess,
  onDownloadTemplate,
}: SelectStepProps) {
  const count = files.length;
  return (
    <div className="space-y-5">
      <FileDropZone
        multiple
        onFiles={onAdd}
        label="Choose PDF certificates"
        title="Drop PDF certificates here or click to browse"
        hint={`Up to ${MAX_FILES_PER_BATCH} PDFs at once, max ${MAX_FILE_SIZE_LABEL} each`}
      />
      <SelectedFileList files={files} onRemove={onRemove} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Automatic extraction not working for a certificate?{' '}
          <button
            type="button"
            onClick={onDownloadTemplate}
            className="inline-flex cursor-pointer items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            Download the manual template
          </button>
        </p>
        <Button onClick={onProcess} disabled={count === 0} className="w-full sm:w-auto">
          {count > 1 ? `Convert ${count} PDFs` : 'Convert PDF'}
        </Button>
      </div>
    </div>
  );
}
