import { FileText, X } from 'lucide-react';
import { formatFileSize } from '@/lib/utils';

export interface SelectedFile {
  id: string;
  file: File;
}

/** The files chosen for conversion, each with its size and a remove button. */
export function SelectedFileList({
  files,
  onRemove,
  disabled = false,
}: {
  files: readonly SelectedFile[];
  onRemove(id: string): void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <ul
      aria-label="Selected files"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {files.map(({ id, file }) => (
        <li key={id} className="flex items-center gap-3 px-3 py-2.5">
          <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
              {file.name}
            </p>
            <p className="text-xs text-slate-600">{formatFileSize(file.size)}</p>
          </div>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onRemove(id)}
            aria-label={`Remove ${file.name}`}
            className="cursor-pointer rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A random id for a held file (SPEC §3: uploaded file entry = file and a random id). */
export function newFileId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2);
}
