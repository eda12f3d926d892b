/**
 * Provider webhooks are delivered at least once: each event id is handled once. The id is
 * recorded before the event is handled, and forgotten again when handling fails, so the
 * provider's retry is handled rather than dropped as a duplicate.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { paymentEvents } from '../db/schema.js';
import type { VerifiedEvent } from '../payments/provider.js';

export async function handleWebhookEventOnce(
  ctx: AppContext,
  event: VerifiedEvent,
  handle: () => Promise<void>,
): Promise<'handled' | 'duplicate'> {
  const { db } = ctx.database;
  const [fresh] = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: ctx.payments.name, type: event.type })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return 'duplicate';
  try {
    await handle();
  } catch (error) {
    // Let the provider retry: forget that we saw this event.
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
  return 'handled';
}
