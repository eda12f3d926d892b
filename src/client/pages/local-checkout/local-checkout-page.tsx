import { ShieldCheck } from 'lucide-react';
import { AppBar } from '@/components/ui/app-bar';
import { LocalCheckoutView } from '@/features/checkout/local-checkout-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout/local/:sessionId: the built-in TEST MODE payment page. */
export default function LocalCheckoutPage({ sessionId }: { sessionId: string }) {
  useDocumentTitle('Checkout (TEST MODE) — CertSheet');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AppBar>
        <span className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <ShieldCheck aria-hidden="true" className="h-4 w-4 text-green-700" />
          Secure checkout
        </span>
      </AppBar>
      <main id="main" className="flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <LocalCheckoutView sessionId={sessionId} />
      </main>
    </div>
  );
}
