/**
 * Request and response schemas of the HTTP API (SPEC §7). Types are inferred from the schemas so
 * the server's validation and the client's expectations cannot drift apart.
 */
import { z } from 'zod';
import {
  CALIBRATION_RESULTS,
  CONFIDENCE_LEVELS,
  EXTRACTION_METHODS,
  FIELD_KEYS,
  fieldSourceSchema,
} from './extraction.js';
import { APP_ERROR_TYPES } from './errors.js';
import { DUE_DATE_ORIGINS } from './due-date.js';
import { DUE_STATUSES } from './due-status.js';

/**
 * A query value read as text; anything else (a repeated key arrives as an array) counts as
 * absent, as the routes always treated it.
 */
const optionalQueryText = z.string().optional().catch(undefined);

export const errorResponseSchema = z.object({
  message: z.string(),
  errorType: z.enum(APP_ERROR_TYPES).optional(),
});

/** extractedData as the screens read it: canonical fields, computed status, `equipment` alias. */
export const extractedDataSchema = z.object({
  equipment: z.string().nullable(),
  equipmentName: z.string().nullable(),
  equipmentId: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  calibrationDate: z.string().nullable(),
  /** The due date the workbook uses: printed, or calculated (see dueDateOrigin). */
  dueDate: z.string().nullable(),
  dueDateCalculated: z.boolean(),
  dueDateOrigin: z.enum(DUE_DATE_ORIGINS),
  /** Months added to the calibration date when the due date was calculated. */
  dueDateIntervalMonths: z.number().nullable(),
  calibrationInterval: z.number().nullable(),
  daysUntilDue: z.number().nullable(),
  status: z.enum(DUE_STATUSES).nullable(),
  result: z.enum(CALIBRATION_RESULTS).nullable(),
  technician: z.string().nullable(),
  calibrationLab: z.string().nullable(),
  accreditation: z.string().nullable(),
  customer: z.string().nullable(),
  procedure: z.string().nullable(),
  temperature: z.string().nullable(),
  humidity: z.string().nullable(),
  /** Number of instruments on the certificate (one register row each). */
  itemCount: z.number().int(),
});
export type ExtractedData = z.infer<typeof extractedDataSchema>;

export const convertSimpleResponseSchema = z.object({
  success: z.boolean(),
  conversionId: z.string(),
  filename: z.string(),
  downloadUrl: z.string(),
  message: z.string(),
  errorType: z.string().nullable(),
  extractedData: extractedDataSchema,
  extractionMethod: z.enum(EXTRACTION_METHODS),
  confidence: z.partialRecord(z.enum(FIELD_KEYS), z.enum(CONFIDENCE_LEVELS)),
  extractedText: z.string(),
});
export type ConvertSimpleResponse = z.infer<typeof convertSimpleResponseSchema>;

export const convertPdfResponseSchema = z.object({
  conversionId: z.string(),
  extractedData: extractedDataSchema,
  extractionMethod: z.enum(EXTRACTION_METHODS),
  confidence: z.partialRecord(z.enum(FIELD_KEYS), z.enum(CONFIDENCE_LEVELS)),
  filename: z.string(),
});
export type ConvertPdfResponse = z.infer<typeof convertPdfResponseSchema>;

export const extractTextResponseSchema = z.object({ text: z.string() });

/** POST /api/convert-simple?purpose=test: the test page's workbook downloads without payment. */
export const convertSimpleQuerySchema = z.object({ purpose: optionalQueryText });

/** /api/conversions/:id, /api/download-excel/:id and the sources of one conversion. */
export const conversionParamsSchema = z.object({ id: z.string() });

/** GET /api/download-excel/:id?grant=… (the test page's signed download grant). */
export const downloadQuerySchema = z.object({ grant: optionalQueryText });

/** GET /api/register.xlsx?ids=ID,ID,… (a batch); without ids, the signed-in account's register. */
export const registerQuerySchema = z.object({ ids: z.string().optional() });

/** GET /api/login?returnTo=/path&mode=sign-up (SPEC navigations). */
export const loginQuerySchema = z.object({ returnTo: optionalQueryText, mode: optionalQueryText });

/** PATCH /api/conversions/:id — user corrections, validated per field on the server. */
export const correctionRequestSchema = z.object({
  fields: z.partialRecord(z.enum(FIELD_KEYS), z.union([z.string(), z.number(), z.null()])),
  /** Which instrument on a multi-instrument certificate (0 = the first). */
  itemIndex: z.number().int().min(0).optional(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

/**
 * GET /api/conversions/:id/sources — where the first instrument's values were read on the
 * certificate, so the review can show them on the page (the PDF itself is never stored).
 */
export const conversionSourcesResponseSchema = z.object({
  pageCount: z.number().int(),
  sources: z.partialRecord(z.enum(FIELD_KEYS), fieldSourceSchema),
  /** Per instrument: its accreditation checked against the lab directory (issue 20). */
  accreditation: z
    .array(
      z.object({
        status: z.enum(['valid', 'expired', 'undated', 'not-in-directory', 'none']),
        label: z.string(),
      }),
    )
    .optional(),
});
export type ConversionSourcesResponse = z.infer<typeof conversionSourcesResponseSchema>;

export const PLAN_IDS = ['free', 'pro', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const authUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  email: z.string(),
  /** Free conversions start once the address is verified (plans bought by email too). */
  emailVerified: z.boolean(),
  /** Certificates converted this calendar month (UTC) and in total: analytics' numbers. */
  monthlyConversions: z.number().int(),
  totalConversions: z.number().int(),
  /** Free-plan slots used this month (the usage bar; released when a conversion fails). */
  freeConversionsUsed: z.number().int(),
  /** 'active' (dashboard reading) and 'premium' (analytics reading) both mean paid; else 'free'. */
  subscriptionStatus: z.string(),
  plan: z.enum(PLAN_IDS),
  isPremium: z.boolean(),
  monthlyLimit: z.number().int().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const conversionRecordSchema = z.object({
  id: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  success: z.boolean(),
  errorType: z.string().nullable(),
  dataPointsExtracted: z.number().int(),
  processingTimeMs: z.number().int(),
  extractionMethod: z.enum(EXTRACTION_METHODS),
  fileSizeBytes: z.number().int(),
  equipmentName: z.string().nullable(),
  /** As in extractedData: the workbook's due date, how it was arrived at, and its status. */
  dueDate: z.string().nullable(),
  dueDateOrigin: z.enum(DUE_DATE_ORIGINS),
  dueDateIntervalMonths: z.number().nullable(),
  status: z.enum(DUE_STATUSES).nullable(),
});
export type ConversionRecord = z.infer<typeof conversionRecordSchema>;

const nameValue = z.object({ name: z.string(), value: z.number() });

export const userStatsSchema = z.object({
  totalConversions: z.number(),
  monthlyConversions: z.number(),
  successRate: z.number(),
  avgProcessingTime: z.number(),
  fileSizeDistribution: z.array(nameValue),
  processingSpeedTrend: z.array(z.object({ date: z.string(), avgTime: z.number() })),
  extractionMethods: z.array(nameValue),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const monthlyStatsSchema = z.object({
  monthlyTrend: z.array(z.object({ month: z.string(), conversions: z.number() })),
  dayOfWeekStats: z.array(z.object({ day: z.string(), count: z.number() })),
  dataPointsTrend: z.array(z.object({ date: z.string(), avgDataPoints: z.number() })),
});
export type MonthlyStats = z.infer<typeof monthlyStatsSchema>;

export const equipmentStatsSchema = z.object({
  equipmentTypes: z.array(z.object({ type: z.string(), count: z.number() })),
  statusDistribution: z.array(nameValue),
  topManufacturers: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type EquipmentStats = z.infer<typeof equipmentStatsSchema>;

export const totalConversionsSchema = z.object({ total: z.number().int() });

export const CHECKOUT_TYPES = ['one-time', 'yearly'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** conversionData carries the results the visitor holds; the server reads only their ids. */
export const checkoutRequestSchema = z.object({
  type: z.enum(CHECKOUT_TYPES),
  conversionData: z.array(z.object({ conversionId: z.string().min(1).max(64) }).loose()).max(50),
  email: z.string().max(254).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ url: z.string() });

/** /api/session-data/:sessionId and the TEST MODE checkout's /api/payments/local/:sessionId. */
export const checkoutSessionParamsSchema = z.object({ sessionId: z.string() });

/** The built-in TEST MODE card form (the form always sends an expiry). */
export const testCardSchema = z.object({
  cardNumber: z.string().min(12).max(23),
  expiry: z.string().max(7).optional(),
  cvc: z.string().max(4).optional(),
  name: z.string().max(100).optional(),
});

/** POST /api/payments/local/subscription/confirm: the set-up's client secret and a test card. */
export const testSubscriptionConfirmSchema = z
  .object({ clientSecret: z.string().max(200) })
  .and(testCardSchema);

export const sessionDataResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    files: z.array(
      z.object({
        conversionId: z.string(),
        filename: z.string(),
        status: z.string(),
        downloadUrl: z.string(),
      }),
    ),
    /** 'annual' when this checkout bought the yearly plan. */
    plan: z.enum(['annual']).nullable(),
    /** For a yearly purchase by a visitor: where the set-password link was emailed. */
    accountEmail: z.string().nullable(),
  }),
  z.object({
    success: z.literal(false),
    message: z.string(),
    /** 'files-deleted': the order was refunded or cancelled because its files were deleted. */
    reason: z.enum(['files-deleted']).optional(),
  }),
]);
export type SessionDataResponse = z.infer<typeof sessionDataResponseSchema>;

/** /api/orders/:token and its files (/api/orders/:token/files/:conversionId). */
export const orderParamsSchema = z.object({ token: z.string() });
export const orderFileParamsSchema = orderParamsSchema.extend({ conversionId: z.string() });

/** GET /api/orders/:token — the paid view, reopened by its link (README "Paying"). */
export const orderViewResponseSchema = z.object({
  success: z.literal(true),
  /** The page's absolute address: the link to keep (also in the receipt mail). */
  orderUrl: z.string(),
  paidAt: z.string(),
  /** The link and its files work until then (the paid retention window). */
  validUntil: z.string(),
  /** Where the receipt was mailed, when one was. */
  receiptEmail: z.string().nullable(),
  files: z.array(
    z.object({
      conversionId: z.string(),
      filename: z.string(),
      status: z.string(),
      downloadUrl: z.string(),
      /** The (first) instrument's name, and its due date as the workbook has it. */
      equipment: z.string().nullable(),
      dueDate: z.string().nullable(),
      dueDateOrigin: z.enum(DUE_DATE_ORIGINS),
      dueDateIntervalMonths: z.number().nullable(),
      complianceStatus: z.enum(DUE_STATUSES).nullable(),
    }),
  ),
  /** Every file of the order in one register workbook; null when the order has no files. */
  registerUrl: z.string().nullable(),
  plan: z.enum(['annual']).nullable(),
  accountEmail: z.string().nullable(),
});
export type OrderViewResponse = z.infer<typeof orderViewResponseSchema>;

/** POST /api/create-subscription: what the card form needs to confirm the Pro set-up. */
export const subscriptionSetupResponseSchema = z.object({
  clientSecret: z.string(),
  /** Stripe confirms a trial's card with a SetupIntent, a charge with a PaymentIntent. */
  intentType: z.enum(['payment', 'setup']),
  provider: z.enum(['local', 'stripe', 'off']),
  publishableKey: z.string().nullable().optional(),
});

/**
 * POST /api/template/download: no body, `{}` or a null/empty templateId → the manual template;
 * one of shared/templates' TEMPLATE_IDS → that template; any other text → 404 (the route says which).
 */
export const templateDownloadRequestSchema = z
  .object({ templateId: z.string().nullish() })
  .loose()
  .nullable();

export const trackTemplateDownloadSchema = z.object({
  templateName: z.string().min(1).max(100),
});

/** Public configuration the SPA needs at start (payment provider, support address). */
export const publicConfigSchema = z.object({
  paymentProvider: z.enum(['local', 'stripe', 'off']),
  stripePublishableKey: z.string().nullable(),
  supportEmail: z.string(),
  oidcEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
