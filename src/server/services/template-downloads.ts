/** Counting template downloads (POST /api/track-template-download): who fetched which template. */
import type { AppContext } from '../app-context.js';
import { templateDownloads } from '../db/schema.js';
import type { Requester } from './ownership.js';

export async function recordTemplateDownload(
  ctx: AppContext,
  requester: Requester,
  templateName: string,
): Promise<void> {
  await ctx.database.db.insert(templateDownloads).values({
    templateName,
    userId: requester.user?.id ?? null,
    visitorId: requester.user ? null : requester.visitorId,
    createdAt: ctx.clock.now(),
  });
}
