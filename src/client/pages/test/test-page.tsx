import { PageShell } from '@/app/layout/page-shell';
import { ExtractionTestPanel } from '@/features/extraction-test/extraction-test-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /test (SPEC §2 Test page): try the extraction on one PDF. */
export default function TestPage() {
  useDocumentTitle('Test PDF Extraction — CertSheet');
  return (
    <PageShell>
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Test PDF Extraction
        </h1>
        <p className="mt-3 text-slate-600">
          Upload one PDF calibration certificate (max 10MB) to see the text CertSheet reads and the
          data it extracts, with a confidence level for each field.
        </p>
        <div className="mt-8">
          <ExtractionTestPanel />
        </div>
      </section>
    </PageShell>
  );
}
