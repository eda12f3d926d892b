import { Mail } from 'lucide-react';
import {
  FREE_MONTHLY_CONVERSIONS,
  MAX_FILES_PER_BATCH,
  MONEY_BACK_DAYS,
  PLANS,
  formatCents,
} from '@shared/constants';
import {
  ANONYMOUS_RESULT_RETENTION_HOURS,
  LEGAL_LAST_UPDATED,
  PAID_RESULT_RETENTION_DAYS,
} from '@shared/marketing';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Button } from '@/components/ui/button';
import { ProseHtml } from '@/components/ui/prose-html';
import { usePublicConfig } from '@/lib/session/public-config';
import { usePageMeta } from '@/features/marketing/page-meta';
import { html as legalHtml, meta } from '../../../../content/legal/terms-privacy.md';

/** Figures in the legal text come from the same constants the product enforces. */
const figures: Record<string, string> = {
  oneTimePrice: formatCents(PLANS.oneTime.priceCents),
  yearlyPrice: formatCents(PLANS.yearly.priceCents),
  proMonthlyPrice: formatCents(PLANS.pro.priceCents),
  maxFiles: String(MAX_FILES_PER_BATCH),
  proMaxFiles: String(PLANS.pro.maxFiles),
  trialDays: String(PLANS.pro.trialDays),
  moneyBackDays: String(MONEY_BACK_DAYS),
  freeConversions: String(FREE_MONTHLY_CONVERSIONS),
  anonymousHours: String(ANONYMOUS_RESULT_RETENTION_HOURS),
  paidDays: String(PAID_RESULT_RETENTION_DAYS),
};

const html = legalHtml.replace(/\{\{(\w+)\}\}/g, (token, key: string) => figures[key] ?? token);

export default function TermsPrivacyPage() {
  usePageMeta({
    title: 'Terms of Service and Privacy Policy | CertSheet',
    description: String(meta.description),
    path: ROUTES.termsPrivacy,
  });
  const supportEmail = usePublicConfig().config?.supportEmail ?? null;

  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">
            Terms of Service and Privacy Policy
          </h1>
          <p className="mt-3 text-slate-600">Last updated {LEGAL_LAST_UPDATED}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ProseHtml html={html} />
        <section
          aria-labelledby="contact-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-8"
        >
          <h2 id="contact-heading" className="text-xl font-bold text-slate-900">
            Questions?
          </h2>
          <p className="mt-2 text-slate-600">
            Write to us about these terms, your data or your account.
          </p>
          {supportEmail ? (
            <>
              <Button asChild className="mt-5">
                <a href={`mailto:${supportEmail}`}>
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  Contact Us
                </a>
              </Button>
              <p className="mt-3 text-sm text-slate-600">{supportEmail}</p>
            </>
          ) : (
            <Button className="mt-5" disabled>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Contact Us
            </Button>
          )}
        </section>
      </div>
    </PageShell>
  );
}
