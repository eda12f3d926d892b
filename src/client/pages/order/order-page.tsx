import { PageShell } from '@/app/layout/page-shell';
import { OrderView } from '@/features/checkout/order-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /orders/:token — a paid order's files, at an address that survives reloads (issue 23). */
export default function OrderPage({ token }: { token: string }) {
  useDocumentTitle('Your files — CertSheet');
  return (
    <PageShell>
      <div className="bg-slate-50">
        <OrderView token={token} />
      </div>
    </PageShell>
  );
}
