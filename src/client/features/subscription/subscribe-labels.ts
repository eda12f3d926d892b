import { formatCents, PLANS } from '@shared/constants';

/** SPEC §2: the submit button and its busy state. */
export const SUBSCRIBE_LABEL = `Subscribe to Pro - ${formatCents(PLANS.pro.priceCents)}/month`;
export const PROCESSING_LABEL = 'Processing...';

export const PAYMENT_SUCCESS = {
  title: 'Payment Successful',
  description: 'Welcome to CertSheet Pro! You now have unlimited conversions.',
};
