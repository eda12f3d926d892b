/**
 * The convert dialog opened by every upload button on the landing page (SPEC §2, §4).
 * Props are the public interface pages rely on: controlled `open` and `onOpenChange`.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

export interface ConvertDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ConvertDialog({ open, onOpenChange }: ConvertDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold">Convert certificates</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Upload up to 5 PDF calibration certificates.
          </Dialog.Description>
          <Dialog.Close
            className="absolute right-4 top-4 rounded p-1 text-slate-500 hover:bg-slate-100"
            aria-label="Close"
          >
            <X className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
