/**
 * Who may download a conversion's workbook. Only the owner ever (others get 404 earlier), and
 * only when one of these holds: payments are off; a paid one-time or yearly order covers it; the
 * owner has an active paid plan; or it used one of a signed-in free user's monthly slots (only
 * verified accounts get those, see quota.ts).
 */
import type { PlanId } from '../../shared/api.js';
import type { ProviderName } from '../payments/provider.js';

export interface EntitlementInput {
  provider: ProviderName;
  conversion: { paidAt: Date | null; quotaCovered: boolean; success: boolean };
  /** The owner's plan when the owner is a signed-in user; null for visitors. */
  ownerPlan: PlanId | null;
}

export type EntitlementReason = 'payments-off' | 'paid-order' | 'plan' | 'free-quota';

export type Entitlement = { allowed: true; reason: EntitlementReason } | { allowed: false };

export function downloadEntitlement(input: EntitlementInput): Entitlement {
  if (!input.conversion.success) return { allowed: false };
  if (input.provider === 'off') return { allowed: true, reason: 'payments-off' };
  if (input.conversion.paidAt) return { allowed: true, reason: 'paid-order' };
  if (input.ownerPlan === 'pro' || input.ownerPlan === 'annual')
    return { allowed: true, reason: 'plan' };
  if (input.conversion.quotaCovered) return { allowed: true, reason: 'free-quota' };
  return { allowed: false };
}

export const PAYMENT_REQUIRED_MESSAGE =
  'Payment required: complete checkout for this file to download its Excel report.';

export const PAYMENT_OR_VERIFICATION_REQUIRED_MESSAGE =
  'Payment required: verify your email address to use your free conversions (open the link we emailed you), or complete checkout for this file.';

/** The 402's message: a signed-in user with an unverified address is told how to get free ones. */
export function paymentRequiredMessage(requester: { emailVerified: boolean } | null): string {
  return requester && !requester.emailVerified
    ? PAYMENT_OR_VERIFICATION_REQUIRED_MESSAGE
    : PAYMENT_REQUIRED_MESSAGE;
}
