import { formatCents, PLAN_PRICE_LABELS, PLANS } from '@shared/constants';

/** SPEC §2: the submit button and its busy state. */
export const SUBSCRIBE_LABEL = `Subscribe to Pro - ${PLAN_PRICE_LABELS.pro}`;
export const PROCESSING_LABEL = 'Processing...';

function isoPlusDays(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What the success toast says matches what was charged: a trial ('setup') charges nothing today,
 * so it does not say "Payment Successful"; a subscription paid at once ('payment') does.
 */
export function subscriptionSuccess(intentType: 'setup' | 'payment', now = new Date()) {
  if (intentType === 'setup') {
    return {
      title: 'Free Trial Started',
      description: `Welcome to CertSheet Pro! You have unlimited conversions now. Nothing was charged today: your first ${formatCents(PLANS.pro.priceCents)} payment is on ${isoPlusDays(PLANS.pro.trialDays, now)} unless you cancel before then.`,
    };
  }
  return {
    title: 'Payment Successful',
    description: 'Welcome to CertSheet Pro! You now have unlimited conversions.',
  };
}
