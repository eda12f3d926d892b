/**
 * Who may download a conversion's workbook. Only the owner ever (others get 404 earlier), and
 * only when one of these holds: payments are off; a paid one-time or yearly order covers it; the
 * owner has an active paid plan; or it used one of a signed-in free user's monthly slots.
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
