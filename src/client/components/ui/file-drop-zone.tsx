/**
 * A drop zone that is also a button opening the file picker (keyboard: Tab, then Enter/Space).
 * Reports files with how they arrived, since the screens word their errors differently for a
 * drop and for the picker.
 */
import { UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export { isCertificateFile } from '@/lib/certificate-file';

export type FileSource = 'browse' | 'drop';

export interface FileDropZoneProps {
  onFiles(files: File[], source: FileSource): void;
  /** Accessible name of the picker button. */
  label: string;
  title: ReactNode;
  hint?: ReactNode;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  className?: string;
}

export function FileDropZone({
  onFiles,
  label,
  title,
  hint,
  multiple = false,
  accept = 'application/pdf,.pdf,.xml,text/xml,application/xml',
  disabled = false,
  className,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files, 'drop');
  };

  return (
    <div
      data-testid="file-drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-xl border-2 border-dashed transition-colors',
        dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        disabled && 'opacity-60',
        className,
      )}
    >
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        className="flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-xl px-4 py-8 text-center hover:bg-brand-50/60 disabled:cursor-not-allowed sm:py-10"
      >
        <UploadCloud aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <span className="text-base font-semibold text-slate-900">{title}</span>
        {hint && <span className="text-sm text-slate-600">{hint}</span>}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Reset so choosing the same file again still fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files, 'browse');
        }}
      />
    </div>
  );
}
