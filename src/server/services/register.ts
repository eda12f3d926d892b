/**
 * The register downloads: a batch of listed conversions in one workbook, and the whole account as
 * one row per instrument with history. Entitlement is the single download's rule, applied to
 * every conversion: someone else's is 404, an unpaid one 402 (batch) or left out (account).
 */
import { asc, eq } from 'drizzle-orm';
import type { PlanId } from '../../shared/api.js';
import type { ReportEntry } from '../../excel/report.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { conversions } from '../db/schema.js';
import { getOwnedConversion, type ConversionRow } from './conversions.js';
import { downloadEntitlement, paymentRequiredMessage } from './entitlements.js';
import { labDirectory } from './lab-directory.js';
import { userPlan } from './plans.js';
import type { Requester } from './ownership.js';

/** A batch is at most this many conversions (Pro converts 50 per run; twice that for slack). */
export const MAX_REGISTER_IDS = 100;
/** The account register reads at most this many conversions, oldest first. */
export const MAX_ACCOUNT_CONVERSIONS = 50_000;

export function parseRegisterIds(raw: string): string[] {
  if (raw.trim() === '') {
    throw AppError.badRequest('List the conversions to include: ?ids=ID,ID,…');
  }
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean);
  if (ids.length === 0) throw AppError.badRequest('List the conversions to include: ?ids=ID,ID,…');
  if (ids.length > MAX_REGISTER_IDS) {
    throw AppError.badRequest(
      `A register lists at most ${MAX_REGISTER_IDS} conversions per download (got ${ids.length}).`,
    );
  }
  return ids;
}

export function reportEntryOf(row: ConversionRow): ReportEntry {
  return {
    sourceFile: row.filename,
    extraction: row.extraction,
    corrections: row.corrections,
    ...(row.success
      ? {}
      : {
          error: {
            errorType: row.errorType ?? 'EXTRACTION_FAILED',
            message: row.errorMessage ?? '',
          },
        }),
  };
}

/** The owner's plan, looked up once per owner. */
function planLookup(ctx: AppContext) {
  const plans = new Map<string, Promise<PlanId>>();
  return (userId: string | null): Promise<PlanId | null> => {
    if (!userId) return Promise.resolve(null);
    let plan = plans.get(userId);
    if (!plan) {
      plan = userPlan(ctx.database.db, userId, ctx.clock.now());
      plans.set(userId, plan);
    }
    return plan;
  };
}

async function entitled(ctx: AppContext, rows: ConversionRow[]): Promise<boolean[]> {
  const planOf = planLookup(ctx);
  return Promise.all(
    rows.map(async (row) => {
      // A failed conversion carries no data to pay for; it appears as a rejected line.
      if (!row.success) return true;
      const ownerPlan = await planOf(row.userId);
      return downloadEntitlement({ provider: ctx.payments.name, conversion: row, ownerPlan })
        .allowed;
    }),
  );
}

/** The listed conversions, in the order given: 404 if any is not the requester's, 402 if unpaid. */
export async function batchRegisterEntries(
  ctx: AppContext,
  requester: Requester,
  ids: string[],
): Promise<ReportEntry[]> {
  const rows: ConversionRow[] = [];
  for (const id of ids) rows.push(await getOwnedConversion(ctx, requester, id));
  const allowed = await entitled(ctx, rows);
  if (allowed.includes(false)) {
    throw new AppError('PAYMENT_REQUIRED', paymentRequiredMessage(requester.user), 402);
  }
  return rows.map(reportEntryOf);
}

export interface AccountRegisterEntries {
  entries: ReportEntry[];
  /** Successful conversions left out because they are not paid for. */
  unpaid: number;
}

/** Every downloadable conversion of the account, oldest first. */
export async function accountRegisterEntries(
  ctx: AppContext,
  userId: string,
): Promise<AccountRegisterEntries> {
  const rows = await ctx.database.db
    .select()
    .from(conversions)
    .where(eq(conversions.userId, userId))
    .orderBy(asc(conversions.createdAt), asc(conversions.id))
    .limit(MAX_ACCOUNT_CONVERSIONS);
  const allowed = await entitled(ctx, rows);
  const kept = rows.filter((row, index) => allowed[index] && row.success);
  return { entries: kept.map(reportEntryOf), unpaid: allowed.filter((ok) => !ok).length };
}

export function registerOptions(ctx: AppContext) {
  return {
    today: today(ctx),
    dueSoonDays: ctx.config.DUE_SOON_DAYS,
    defaultIntervalMonths: ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
    labDirectory: labDirectory(),
  };
}
