import { Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function FinalCtaSection({ onUpload, onIntent }: { onUpload(): void; onIntent(): void }) {
  return (
    <section aria-labelledby="cta-heading" className="border-t border-slate-200 bg-brand-50 py-16">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Stop retyping calibration certificates
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          Upload your PDFs and check the extracted data before you pay. No sign-up needed.
        </p>
        <Button
          size="lg"
          className="mt-8"
          onClick={onUpload}
          onPointerEnter={onIntent}
          onFocus={onIntent}
        >
          <Upload aria-hidden="true" className="h-5 w-5" />
          Upload certificates
        </Button>
      </div>
    </section>
  );
}
