/**
 * Modal dialog on Radix (focus trap, Escape, scroll lock, aria wiring) in the site's style. The
 * body scrolls inside the viewport so long content stays reachable on a 375 px phone.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
}

/** Toasts live outside the dialog; using one (e.g. its action) must not close the dialog. */
function fromToast(event: Event): boolean {
  return event.target instanceof Element && Boolean(event.target.closest('[data-sonner-toaster]'));
}

export function DialogContent({
  title,
  description,
  className,
  children,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl focus:outline-none',
          className,
        )}
        onInteractOutside={(event) => {
          if (fromToast(event)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...props}
      >
        <div className="border-b border-slate-200 px-5 py-4 pr-12 sm:px-6">
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900 sm:text-xl">
            {title}
          </DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Close"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
