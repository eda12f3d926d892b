/**
 * The built-in TEST MODE checkout (payment provider `local`): the order summary and a card form
 * that accepts only the published test cards. On success the server says where to go: the
 * order's own page, /orders/{token}.
 */
import { FileText, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TestCardForm } from '@/components/ui/test-card-form';
import { apiErrorMessage } from '@/lib/api-error';
import { useLocalPayment } from './api/get-local-payment';
import { usePayLocalPayment } from './api/pay-local-payment';

export function LocalCheckoutView({ sessionId }: { sessionId: string }) {
  const payment = useLocalPayment(sessionId);
  const pay = usePayLocalPayment(sessionId);

  if (payment.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="h-8 w-8" label="Loading checkout..." />
      </div>
    );
  }

  if (payment.isError || !payment.data) {
    return (
      <Card className="mx-auto max-w-md p-6 text-center sm:p-8">
        <h1 className="text-xl font-bold text-slate-900">Checkout not found</h1>
        <p className="mt-2 text-slate-600">
          {apiErrorMessage(payment.error, 'This payment session does not exist or has expired.')}
        </p>
        <Button asChild className="mt-6">
          <Link href={ROUTES.home}>Back to CertSheet</Link>
        </Button>
      </Card>
    );
  }

  const order = payment.data;
  const price = formatCents(order.amountCents);
  const paid = order.status === 'paid';

  return (
    <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[1fr_1.1fr]">
      <Card className="p-6">
        <p className="text-sm font-medium text-slate-600">Pay CertSheet</p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900">{price}</h1>
        <p className="mt-1 text-slate-700">{order.description}</p>
        {order.type === 'yearly' && (
          <p className="mt-1 text-sm text-slate-600">Billed once for 365 days.</p>
        )}
        {order.email && (
          <p className="mt-4 text-sm text-slate-700">
            {order.type === 'yearly' ? 'Account email' : 'Receipt to'}:{' '}
            <span className="font-semibold">{order.email}</span>
          </p>
        )}
        {order.files.length > 0 && (
          <div className="mt-5">
            <h2 className="text-sm font-semibold text-slate-900">Files in this order</h2>
            <ul className="mt-2 space-y-1.5">
              {order.files.map((name) => (
                <li key={name} className="flex items-center gap-2 text-sm text-slate-700">
                  <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-red-700" />
                  <span className="break-all">{name}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-6 flex items-center justify-between border-t border-slate-200 pt-4 font-semibold text-slate-900">
          <span>Total due today</span>
          <span>{price}</span>
        </div>
      </Card>
      <Card className="p-6">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Lock aria-hidden="true" className="h-4 w-4 text-slate-600" />
            Payment details
          </h2>
          <Badge className="bg-amber-100 text-amber-900">TEST MODE</Badge>
        </div>
        {paid ? (
          <div className="mt-5">
            <p className="text-slate-700">This order is already paid.</p>
            <Button asChild className="mt-4 w-full">
              <a href={order.returnUrl}>Go to your downloads</a>
            </Button>
          </div>
        ) : (
          <div className="mt-5">
            <TestCardForm
              withName
              submitting={pay.isPending || pay.isSuccess}
              submitLabel={`Pay ${price}`}
              submittingLabel="Processing..."
              error={
                pay.isError ? apiErrorMessage(pay.error, 'Payment failed. Please try again.') : null
              }
              onSubmit={(card) =>
                pay.mutate(card, {
                  onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
                })
              }
            />
          </div>
        )}
        <p className="mt-5 text-center text-sm">
          <Link href={ROUTES.home} className="text-slate-600 underline-offset-4 hover:underline">
            Cancel and return to CertSheet
          </Link>
        </p>
      </Card>
    </div>
  );
}
