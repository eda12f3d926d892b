import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import {
  FREE_MONTHLY_CONVERSIONS,
  MONEY_BACK_DAYS,
  PLAN_BILLING,
  PLANS,
  formatCents,
} from '@shared/constants';
import { NAV, PLAN_HREFS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { usePublicConfig } from '@/lib/session/public-config';
import { PlanCard } from './plan-card';

/** From this many batches a year the annual plan costs less than paying per download. */
const breakEvenBatches = Math.ceil(PLANS.yearly.priceCents / PLANS.oneTime.priceCents);

export function PricingSection({ onUpload }: { onUpload(): void }) {
  const { config } = usePublicConfig();
  const free = config?.paymentProvider === 'off';

  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-20 border-y border-slate-200 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title={free ? 'Free on this installation' : 'Convert for free. Pay when you download.'}
          description={
            free
              ? 'Your organisation runs this CertSheet installation: every conversion and download is included.'
              : 'Preview the extracted data of every certificate at no cost, then choose how to pay for the Excel files.'
          }
        />
        {free ? (
          <div className="mx-auto mt-12 max-w-md">
            <PlanCard
              name="Everything included"
              price="Free"
              period=""
              summary="No payment step: convert and download as often as you need."
              features={[
                'Unlimited conversions and downloads',
                'Batch files with one register per batch',
                'All five Excel templates',
              ]}
              action={
                <Button className="w-full" onClick={onUpload}>
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  Upload certificates
                </Button>
              }
            />
          </div>
        ) : (
          <>
            <div className="mt-14 grid gap-8 lg:grid-cols-3">
              <PlanCard
                name={PLANS.oneTime.name}
                price={formatCents(PLANS.oneTime.priceCents)}
                period="per batch"
                summary={`One payment for the Excel files of a batch of up to ${PLANS.oneTime.maxFiles} PDFs.`}
                features={[
                  `Up to ${PLANS.oneTime.maxFiles} PDFs per batch`,
                  'Excel register with live due dates and status',
                  'Free preview before you pay',
                  'No account needed',
                ]}
                action={
                  <Button variant="secondary" className="w-full" onClick={onUpload}>
                    Convert a batch
                  </Button>
                }
              />
              <PlanCard
                name={PLANS.yearly.name}
                price={formatCents(PLANS.yearly.priceCents)}
                period="per year"
                badge={PLANS.yearly.badge}
                summary={`Costs less than paying per download from your ${breakEvenBatches}th batch in a year.`}
                features={[
                  'Unlimited conversions and batch files',
                  'Priority AI processing',
                  'Advanced Excel formatting',
                  'Conversion history dashboard',
                  'Priority email support',
                ]}
                action={
                  <Button asChild className="w-full">
                    <Link href={PLAN_HREFS.yearly}>Get {PLANS.yearly.name}</Link>
                  </Button>
                }
                note={`${PLAN_BILLING.yearly} Or choose it when you download your first batch.`}
              />
              <PlanCard
                name={PLANS.pro.name}
                price={formatCents(PLANS.pro.priceCents)}
                period="per month"
                summary={PLAN_BILLING.pro}
                features={[
                  'Unlimited conversions',
                  `Batch upload of up to ${PLANS.pro.maxFiles} PDFs`,
                  'Priority AI processing',
                  'Advanced Excel formatting',
                  'History dashboard',
                  'Priority support',
                ]}
                action={
                  <Button asChild variant="secondary" className="w-full">
                    <Link href={PLAN_HREFS.pro}>Start free trial</Link>
                  </Button>
                }
                note={`${MONEY_BACK_DAYS}-day money-back guarantee. Requires a free account.`}
              />
            </div>
            <p className="mt-10 text-center text-sm text-slate-600">
              Just a few certificates a month?{' '}
              <a
                href={`${NAV.login}?mode=sign-up`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Create a free account
              </a>{' '}
              for {FREE_MONTHLY_CONVERSIONS} conversions per month.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
