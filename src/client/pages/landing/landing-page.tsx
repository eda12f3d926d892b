import { Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/features/marketing/page-meta';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import { DeferredSection } from './deferred-section';
import { DirectoryPromoSection } from './directory-promo-section';
import { FeaturesSection } from './features-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { ProblemSolutionSection } from './problem-solution-section';
import { SampleConversionSection } from './sample-conversion-section';
import { SampleOutputSection } from './sample-output-section';
import { TemplatesSection } from './templates-section';
import { UseCaseSection } from './use-case-section';

// The dialog (and everything it pulls in) loads on the first upload intent, not with the page.
const loadConvertDialog = () => import('@/features/convert/convert-dialog');
const ConvertDialog = lazyWithQueries(() =>
  loadConvertDialog().then((module) => ({ default: module.ConvertDialog })),
);

// Shown only on the provider's return to /?payment=success&session=…, so it loads on demand.
const PostPaymentView = lazyWithQueries(() =>
  import('@/features/checkout/post-payment-view').then((module) => ({
    default: module.PostPaymentView,
  })),
);

// Reads the public config (prices or "free on this installation"), so it loads apart with the
// data cache; its DeferredSection keeps the pre-rendered section until then.
const PricingSection = lazyWithQueries(() =>
  import('./pricing-section').then((module) => ({ default: module.PricingSection })),
);

/** `/?payment=success&session=…` → that session id (SPEC §2 Landing). */
function paymentSessionFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('payment') === 'success' ? params.get('session') || null : null;
}

export default function LandingPage() {
  usePageMeta({
    title: 'CertSheet: Calibration Certificates to a Live Excel Register',
    description:
      'Convert PDF calibration certificates into an Excel equipment register with calibration and due dates, days until due and a Current, Due Soon or Overdue status. No sign-up needed.',
    path: ROUTES.home,
  });
  const [convertOpen, setConvertOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [, navigate] = useLocation();
  const [paymentSession, setPaymentSession] = useState<string | null>(null);

  // Read after hydration (the pre-rendered HTML has no query string), and only re-render when a
  // payment return is present: re-rendering the page while its sections are still hydrating
  // would force them all to hydrate at once.
  useEffect(() => {
    const session = paymentSessionFrom(window.location.search);
    if (!session) return;
    setPaymentSession(session);
    navigate(ROUTES.home, { replace: true });
  }, [navigate]);

  const openConvert = useCallback(() => {
    setDialogWanted(true);
    setConvertOpen(true);
  }, []);
  const preloadConvert = useCallback(() => void loadConvertDialog(), []);

  if (paymentSession) {
    return (
      <PageShell>
        <Suspense
          fallback={
            <div className="flex justify-center py-24">
              <Spinner className="h-8 w-8" />
            </div>
          }
        >
          <PostPaymentView sessionId={paymentSession} onDone={() => setPaymentSession(null)} />
        </Suspense>
      </PageShell>
    );
  }

  return (
    <PageShell>
      <HeroSection onUpload={openConvert} onIntent={preloadConvert} />
      <DeferredSection>
        <ProblemSolutionSection />
      </DeferredSection>
      <DeferredSection>
        <HowItWorksSection />
      </DeferredSection>
      <DeferredSection>
        <SampleOutputSection />
      </DeferredSection>
      <DeferredSection>
        <FeaturesSection />
      </DeferredSection>
      <DeferredSection>
        <PricingSection onUpload={openConvert} />
      </DeferredSection>
      <DeferredSection>
        <TemplatesSection />
      </DeferredSection>
      <DeferredSection>
        <SampleConversionSection onUpload={openConvert} onIntent={preloadConvert} />
      </DeferredSection>
      <DeferredSection>
        <DirectoryPromoSection />
      </DeferredSection>
      <DeferredSection>
        <UseCaseSection />
      </DeferredSection>
      <DeferredSection>
        <FinalCtaSection onUpload={openConvert} onIntent={preloadConvert} />
      </DeferredSection>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ConvertDialog open={convertOpen} onOpenChange={setConvertOpen} />
        </Suspense>
      )}
    </PageShell>
  );
}
