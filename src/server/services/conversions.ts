/**
 * Conversions: run one uploaded PDF through the parser, store the extraction (never the PDF),
 * and read, correct or delete them on behalf of their owner. Anything not owned by the
 * requester is "not found" — existence is never revealed.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CorrectionRequest } from '../../shared/api.js';
import { validateCorrection, type Corrections } from '../../shared/corrections.js';
import { countDataPoints, type Extraction, type FieldKey } from '../../shared/extraction.js';
import { AppError } from '../app-error.js';
import { today, type AppContext, type ParseJob } from '../app-context.js';
import { conversions } from '../db/schema.js';
import { counterIncrement, TOTAL_CONVERSIONS } from './counters.js';
import { firstInstrumentDueDate } from './extracted-data.js';
import { isPaidPlan, userPlan } from './plans.js';
import {
  freeConversionRefusal,
  releaseConversionSlot,
  reserveFreeConversion,
  usageMonth,
} from './quota.js';
import { owns, type Requester } from './ownership.js';

export type ConversionRow = typeof conversions.$inferSelect;

/** Anonymous results are kept 24 h unless paid (then 7 days after payment). */
export const ANONYMOUS_RETENTION_MS = 24 * 60 * 60 * 1000;
export const PAID_ANONYMOUS_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function newConversionId(): string {
  return randomBytes(16).toString('base64url');
}

/** A certificate as received (plugins/pdf-upload.ts reads it from the multipart body). */
export interface PdfUpload {
  bytes: Uint8Array;
  /** Display name: a base name without path parts or control characters. */
  filename: string;
  sizeBytes: number;
}

export interface ConvertRequest {
  upload: PdfUpload;
  requester: Requester;
  /** Owner when not signed in (the visitor cookie, created by the route). */
  visitorId: string | null;
  /**
   * 'required': the dashboard flow — a free user over quota is refused.
   * 'optional': the landing flow — a free user's slot is used when one is left; otherwise the
   * conversion still runs and is downloadable after payment.
   */
  quota: 'required' | 'optional';
  /** Who the parse is for and when they left (see parse-queue.ts). */
  job?: ParseJob;
}

export interface ConvertResult {
  /**
   * The stored conversion's id (the routes need no more; reading the whole row back would
   * return the extraction's JSON the server already holds).
   */
  conversion: Pick<ConversionRow, 'id'>;
  extraction: Extraction;
}

export async function convertCertificate(
  ctx: AppContext,
  request: ConvertRequest,
): Promise<ConvertResult> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const account = request.requester.user;
  const userId = account?.id ?? null;

  let slotTaken = false;
  if (account && ctx.config.PAYMENT_PROVIDER !== 'off') {
    const plan = await userPlan(db, account.id, now);
    if (!isPaidPlan(plan)) {
      const slot = await reserveFreeConversion(db, account, now);
      slotTaken = slot === 'taken';
      if (slot !== 'taken' && request.quota === 'required') throw freeConversionRefusal(slot);
    }
  }

  let outcome;
  try {
    outcome = await ctx.parser.extract(
      request.upload.bytes,
      { today: today(ctx), filename: request.upload.filename },
      request.job,
    );
  } catch (error) {
    if (slotTaken && userId) await releaseConversionSlot(db, userId, usageMonth(now));
    throw error;
  }

  if (!outcome.ok) {
    if (slotTaken && userId) await releaseConversionSlot(db, userId, usageMonth(now));
    // Signed-in users see failures in their analytics (success rate); visitors' are not kept.
    if (userId) {
      await db.insert(conversions).values({
        id: newConversionId(),
        userId,
        filename: request.upload.filename,
        createdAt: now,
        success: false,
        errorType: outcome.errorType,
        errorMessage: outcome.message,
        processingTimeMs: Math.round(outcome.ms),
        fileSizeBytes: request.upload.sizeBytes,
      });
    }
    throw AppError.extraction(outcome.errorType, outcome.message);
  }

  const { extraction } = outcome;
  const values = {
    id: newConversionId(),
    userId,
    visitorId: userId ? null : request.visitorId,
    filename: request.upload.filename,
    createdAt: now,
    success: true,
    extraction,
    dataPointsExtracted: countDataPoints(extraction.fields),
    processingTimeMs: Math.round(outcome.ms),
    extractionMethod: extraction.method,
    fileSizeBytes: request.upload.sizeBytes,
    equipmentName: extraction.fields.equipmentName,
    manufacturer: extraction.fields.manufacturer,
    // The register's due date (calculated from the default interval when none is stated), so
    // analytics' status counts agree with the workbook and the screens.
    dueDate: firstInstrumentDueDate(extraction, {}, ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS)
      .dueDate,
    expiresAt: userId ? null : new Date(now.getTime() + ANONYMOUS_RETENTION_MS),
    quotaCovered: slotTaken,
  };
  let conversion: Pick<ConversionRow, 'id'> | undefined;
  try {
    // The record and the public counter change together or not at all (e.g. the database goes
    // away mid-request): never a stored conversion the user was told failed, or a drifting total.
    // One statement (the counter as a data-modifying WITH) is atomic and one round trip.
    const counted = counterIncrement(db, TOTAL_CONVERSIONS);
    [conversion] = await db
      .with(counted)
      .insert(conversions)
      .values(values)
      .returning({ id: conversions.id });
  } catch (error) {
    // Best effort: while the database is unreachable the slot cannot be given back either.
    if (slotTaken && userId) {
      await releaseConversionSlot(db, userId, usageMonth(now)).catch(() => {});
    }
    throw error;
  }
  if (!conversion) throw new Error('insert returned no row');
  return { conversion, extraction };
}

/** The conversion if the requester owns it; otherwise 404 (never reveal that it exists). */
export async function getOwnedConversion(
  ctx: AppContext,
  requester: Requester,
  id: string,
): Promise<ConversionRow> {
  if (!/^[\w-]{1,64}$/.test(id)) throw AppError.notFound('Conversion not found');
  const [row] = await ctx.database.db.select().from(conversions).where(eq(conversions.id, id));
  if (!row || !owns(requester, row)) throw AppError.notFound('Conversion not found');
  return row;
}

/**
 * A conversion by id with no ownership check: only for callers that authorized the request some
 * other way (an order's access token covering this conversion, routes/orders.ts).
 */
export async function getConversion(ctx: AppContext, id: string): Promise<ConversionRow | null> {
  if (!/^[\w-]{1,64}$/.test(id)) return null;
  const [row] = await ctx.database.db.select().from(conversions).where(eq(conversions.id, id));
  return row ?? null;
}

export async function listUserConversions(ctx: AppContext, userId: string, limit = 100) {
  return ctx.database.db
    .select()
    .from(conversions)
    .where(eq(conversions.userId, userId))
    .orderBy(desc(conversions.createdAt))
    .limit(Math.min(limit, 500));
}

/** Validates and stores corrections beside the extraction (owner only). */
export async function correctConversion(
  ctx: AppContext,
  requester: Requester,
  id: string,
  /** Validated against correctionRequestSchema by the route. */
  request: CorrectionRequest,
): Promise<ConversionRow> {
  const row = await getOwnedConversion(ctx, requester, id);
  if (!row.success || !row.extraction) {
    throw AppError.badRequest('This conversion failed: there is nothing to correct.');
  }
  const itemIndex = request.itemIndex ?? 0;
  if (itemIndex >= Math.max(row.extraction.items.length, 1)) {
    throw AppError.badRequest(`This certificate has no instrument number ${itemIndex + 1}.`);
  }
  const entries = Object.entries(request.fields) as [FieldKey, string | number | null][];
  if (entries.length === 0) throw AppError.badRequest('No fields to correct.');
  const corrections: Corrections = structuredClone(row.corrections ?? {});
  const itemCorrections = { ...(corrections[String(itemIndex)] ?? {}) };
  for (const [key, value] of entries) {
    const result = validateCorrection(key, value);
    if (!result.ok) throw AppError.badRequest(result.message);
    itemCorrections[key] = result.value;
  }
  corrections[String(itemIndex)] = itemCorrections;
  const [updated] = await ctx.database.db
    .update(conversions)
    .set({
      corrections,
      ...(itemIndex === 0 && 'equipmentName' in itemCorrections
        ? { equipmentName: (itemCorrections.equipmentName as string | null) ?? null }
        : {}),
      ...(itemIndex === 0 && 'manufacturer' in itemCorrections
        ? { manufacturer: (itemCorrections.manufacturer as string | null) ?? null }
        : {}),
      ...(itemIndex === 0 &&
      ('dueDate' in itemCorrections ||
        'calibrationDate' in itemCorrections ||
        'calibrationInterval' in itemCorrections)
        ? {
            dueDate: firstInstrumentDueDate(
              row.extraction,
              corrections,
              ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
            ).dueDate,
          }
        : {}),
    })
    .where(and(eq(conversions.id, id)))
    .returning();
  if (!updated) throw AppError.notFound('Conversion not found');
  return updated;
}

export async function deleteConversion(ctx: AppContext, requester: Requester, id: string) {
  const row = await getOwnedConversion(ctx, requester, id);
  await ctx.database.db.delete(conversions).where(eq(conversions.id, row.id));
}
