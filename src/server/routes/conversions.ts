/**
 * Conversion routes (SPEC §7): the landing page's convert-simple, the dashboard's convert-pdf,
 * the test page's extract-text, corrections, deletion, the user's list, and the Excel download.
 * Thin: parse, authorize, call a service, reply.
 */
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  conversionParamsSchema,
  conversionRecordSchema,
  convertPdfResponseSchema,
  convertSimpleQuerySchema,
  convertSimpleResponseSchema,
  correctionRequestSchema,
  downloadQuerySchema,
  extractTextResponseSchema,
  type ConversionRecord,
  type ConvertPdfResponse,
  type ConvertSimpleResponse,
} from '../../shared/api.js';
import { MAX_FILE_SIZE_BYTES } from '../../shared/constants.js';
import type { ResolvedDueDate } from '../../shared/due-date.js';
import { computeDueStatus } from '../../shared/due-status.js';
import { dashboardReportFileName, reportFileNameForPdf } from '../../shared/file-names.js';
import { itemConfidences, type EXTRACTION_METHODS } from '../../shared/extraction.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { buildConversionWorkbook } from '../services/conversion-workbook.js';
import {
  convertCertificate,
  correctConversion,
  deleteConversion,
  getOwnedConversion,
  listUserConversions,
  type ConversionRow,
} from '../services/conversions.js';
import { downloadEntitlement, paymentRequiredMessage } from '../services/entitlements.js';
import { firstInstrumentDueDate, toExtractedData } from '../services/extracted-data.js';
import { parseJobFor, withParseAdmission } from '../services/parse-admission.js';
import { sendWorkbook } from '../plugins/download-headers.js';
import { readPdfUpload } from '../plugins/pdf-upload.js';
import { isValidTestPageGrant, testPageGrant } from '../services/test-page-grant.js';
import { userPlan } from '../services/plans.js';
import { ensureVisitorId, resolveRequester, sessionUser } from '../plugins/requester.js';
import { signedInUser } from '../plugins/require-user.js';
import { firstProblem, invalidRequest, type ZodTypeProvider } from '../plugins/route-schemas.js';

export function downloadUrlFor(conversionId: string): string {
  return `/api/download-excel/${encodeURIComponent(conversionId)}`;
}

export async function conversionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_SIZE_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 },
  });

  const rateLimit = { max: ctx.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  // The uploads are multipart, read and checked by plugins/pdf-upload.ts rather than a schema.
  app.post(
    '/api/convert-simple',
    {
      config: { rateLimit },
      schema: {
        querystring: convertSimpleQuerySchema,
        response: { 200: convertSimpleResponseSchema },
      },
    },
    async (request, reply) => {
      const requester = await resolveRequester(ctx.auth, request);
      const job = parseJobFor(request, reply, requester.user?.id ?? null);
      const upload = await readPdfUpload(request);
      const visitorId = requester.user ? null : ensureVisitorId(ctx.config, request, reply);
      const { conversion, extraction } = await withParseAdmission(reply, () =>
        convertCertificate(ctx, { upload, requester, visitorId, quota: 'optional', job }),
      );
      // The test page's workbook downloads without payment (SPEC §2 Test page).
      const forTestPage = request.query.purpose === 'test';
      const downloadUrl = forTestPage
        ? `${downloadUrlFor(conversion.id)}?grant=${testPageGrant(
            ctx.config.sessionSecret,
            conversion.id,
            ctx.clock.now().getTime(),
          )}`
        : downloadUrlFor(conversion.id);
      const body: ConvertSimpleResponse = {
        success: true,
        conversionId: conversion.id,
        filename: reportFileNameForPdf(upload.filename),
        downloadUrl,
        message: 'Certificate converted',
        errorType: null,
        extractedData: extractedDataFor(ctx, extraction),
        extractionMethod: extraction.method,
        confidence: extraction.confidence,
        extractedText: extraction.text,
      };
      return body;
    },
  );

  app.post(
    '/api/convert-pdf',
    {
      config: { rateLimit },
      preValidation: app.requireUser,
      schema: { response: { 200: convertPdfResponseSchema } },
    },
    async (request, reply) => {
      const account = signedInUser(request);
      const job = parseJobFor(request, reply, account.id);
      const upload = await readPdfUpload(request);
      const { conversion, extraction } = await withParseAdmission(reply, () =>
        convertCertificate(ctx, {
          upload,
          requester: { user: account, visitorId: null },
          visitorId: null,
          quota: 'required',
          job,
        }),
      );
      const body: ConvertPdfResponse = {
        conversionId: conversion.id,
        extractedData: extractedDataFor(ctx, extraction),
        extractionMethod: extraction.method,
        confidence: extraction.confidence,
        filename: dashboardReportFileName(conversion.id),
      };
      return body;
    },
  );

  app.post(
    '/api/extract-text',
    { config: { rateLimit }, schema: { response: { 200: extractTextResponseSchema } } },
    async (request, reply) => {
      const account = await sessionUser(ctx.auth, request);
      const job = parseJobFor(request, reply, account?.id ?? null);
      const upload = await readPdfUpload(request);
      const outcome = await withParseAdmission(reply, () =>
        ctx.parser.extractText(upload.bytes, { today: today(ctx), filename: upload.filename }, job),
      );
      if (!outcome.ok) throw AppError.extraction(outcome.errorType, outcome.message);
      return { text: outcome.text };
    },
  );

  const byId = { schema: { params: conversionParamsSchema } };

  app.get('/api/conversions/:id', byId, async (request) => {
    const requester = await resolveRequester(ctx.auth, request);
    const row = await getOwnedConversion(ctx, requester, request.params.id);
    return conversionDetail(ctx, row);
  });

  app.patch(
    '/api/conversions/:id',
    {
      schema: { params: conversionParamsSchema, body: correctionRequestSchema },
      schemaErrorFormatter: invalidRequest(
        (errors) => `Invalid correction: ${firstProblem(errors) || 'check the fields'}`,
      ),
    },
    async (request) => {
      const requester = await resolveRequester(ctx.auth, request);
      const row = await correctConversion(ctx, requester, request.params.id, request.body);
      return conversionDetail(ctx, row);
    },
  );

  app.delete('/api/conversions/:id', byId, async (request, reply) => {
    const requester = await resolveRequester(ctx.auth, request);
    await deleteConversion(ctx, requester, request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/api/user/conversions',
    {
      preValidation: app.requireUser,
      schema: { response: { 200: z.array(conversionRecordSchema) } },
    },
    async (request) => {
      const rows = await listUserConversions(ctx, signedInUser(request).id);
      return rows.map((row) => conversionRecord(ctx, row));
    },
  );

  app.get(
    '/api/download-excel/:id',
    { schema: { params: conversionParamsSchema, querystring: downloadQuerySchema } },
    async (request, reply) => {
      const requester = await resolveRequester(ctx.auth, request);
      const row = await getOwnedConversion(ctx, requester, request.params.id);
      if (!row.success || !row.extraction) {
        throw AppError.notFound('This conversion failed, so it has no Excel report.');
      }
      const ownerPlan = row.userId
        ? await userPlan(ctx.database.db, row.userId, ctx.clock.now())
        : null;
      const entitlement = downloadEntitlement({
        provider: ctx.payments.name,
        conversion: row,
        ownerPlan,
      });
      const testPage = isValidTestPageGrant(
        ctx.config.sessionSecret,
        row.id,
        request.query.grant,
        ctx.clock.now().getTime(),
      );
      if (!entitlement.allowed && !testPage) {
        throw new AppError('PAYMENT_REQUIRED', paymentRequiredMessage(requester.user), 402);
      }
      const workbook = await buildConversionWorkbook(ctx, [row]);
      return sendWorkbook(reply, workbook, reportFileNameForPdf(row.filename));
    },
  );
}

export function conversionRecord(ctx: AppContext, row: ConversionRow): ConversionRecord {
  // The register's due date (printed, or calculated from the stated or default interval).
  const resolved: ResolvedDueDate = row.extraction
    ? firstInstrumentDueDate(
        row.extraction,
        row.corrections ?? {},
        ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
      )
    : { dueDate: null, dueDateOrigin: 'none', intervalMonths: null };
  const due = computeDueStatus(resolved.dueDate, today(ctx), ctx.config.DUE_SOON_DAYS);
  return {
    id: row.id,
    filename: row.filename,
    createdAt: row.createdAt.toISOString(),
    success: row.success,
    errorType: row.errorType,
    dataPointsExtracted: row.dataPointsExtracted,
    processingTimeMs: row.processingTimeMs,
    extractionMethod: row.extractionMethod as (typeof EXTRACTION_METHODS)[number],
    fileSizeBytes: row.fileSizeBytes,
    equipmentName: row.equipmentName,
    dueDate: resolved.dueDate,
    dueDateOrigin: resolved.dueDateOrigin,
    dueDateIntervalMonths: resolved.intervalMonths,
    status: due.status,
  };
}

/** The extracted data a conversion shows, with the user's corrections, as of today. */
function extractedDataFor(
  ctx: AppContext,
  extraction: Parameters<typeof toExtractedData>[0],
  corrections: Parameters<typeof toExtractedData>[1] = {},
) {
  return toExtractedData(
    extraction,
    corrections,
    today(ctx),
    ctx.config.DUE_SOON_DAYS,
    ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
  );
}

function conversionDetail(ctx: AppContext, row: ConversionRow) {
  return {
    ...conversionRecord(ctx, row),
    downloadUrl: downloadUrlFor(row.id),
    extractedData: row.extraction ? extractedDataFor(ctx, row.extraction, row.corrections) : null,
    confidence: row.extraction?.confidence ?? {},
    // One map per instrument, in step with items (none for a later one stored before it was kept).
    itemConfidence: row.extraction ? itemConfidences(row.extraction) : [],
    corrections: row.corrections,
    items: row.extraction?.items ?? [],
    paid: Boolean(row.paidAt),
  };
}
