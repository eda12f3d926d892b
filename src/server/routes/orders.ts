/**
 * The paid view's API, reached by the order's unguessable token (services/order-links.ts) rather
 * than a cookie, so a reload, another browser or the receipt mail all reopen it:
 *   GET /api/orders/:token                      the order and its files
 *   GET /api/orders/:token/files/:conversionId  one certificate's workbook
 *   GET /api/orders/:token/register.xlsx        every file of the order in one register
 * Unknown tokens are 404, unpaid orders 402, closed or expired ones 410.
 */
import type { FastifyInstance } from 'fastify';
import {
  orderFileParamsSchema,
  orderParamsSchema,
  orderViewResponseSchema,
  type OrderViewResponse,
} from '../../shared/api.js';
import { buildReportWorkbook } from '../../excel/report.js';
import { registerRowsOf } from '../../excel/report/register-rows.js';
import { computeDueStatus } from '../../shared/due-status.js';
import { registerFileName, reportFileNameForPdf } from '../../shared/file-names.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { buildConversionWorkbook } from '../services/conversion-workbook.js';
import {
  closedOrderMessage,
  orderFiles,
  syncCheckout,
  type OrderRow,
} from '../services/checkout.js';
import { getConversion, type ConversionRow } from '../services/conversions.js';
import {
  findOrderByToken,
  ORDER_LINK_EXPIRED_MESSAGE,
  orderLinkExpired,
  orderLinkValidUntil,
  orderPagePath,
} from '../services/order-links.js';
import { sendWorkbook } from '../plugins/download-headers.js';
import type { ZodTypeProvider } from '../plugins/route-schemas.js';
import { registerOptions, reportEntryOf } from '../services/register.js';

const ORDER_NOT_FOUND = 'Order not found: check the link, or open the one in your receipt e-mail.';

export function orderRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** What the paid view shows of a file: its (first) instrument and due date as in the workbook. */
  const fileSummary = (row: ConversionRow | undefined) => {
    const [first] = row
      ? registerRowsOf(reportEntryOf(row), registerOptions(ctx).defaultIntervalMonths)
      : [];
    const due = computeDueStatus(first?.dueDate ?? null, today(ctx), ctx.config.DUE_SOON_DAYS);
    return {
      equipment: first?.fields.equipmentName ?? null,
      dueDate: first?.dueDate ?? null,
      dueDateOrigin: first?.dueDateOrigin ?? 'none',
      dueDateIntervalMonths: first?.intervalMonths ?? null,
      complianceStatus: due.status,
    } as const;
  };

  // Tokens are unguessable; the limit keeps a scan of them from costing anything.
  const rateLimit = {
    max: Math.max(60, ctx.config.RATE_LIMIT_PER_MINUTE * 4),
    timeWindow: '1 minute',
  };

  /** The paid, unexpired order behind a token (synced with the provider first). */
  async function paidOrder(
    token: string,
    log: Parameters<typeof syncCheckout>[2],
  ): Promise<OrderRow> {
    const found = await findOrderByToken(ctx, token);
    if (!found) throw AppError.notFound(ORDER_NOT_FOUND);
    // The webhook may not have arrived yet: ask the provider, as the old session page did.
    const order = (await syncCheckout(ctx, found.providerSessionId, log)) ?? found;
    const closed = closedOrderMessage(order);
    if (closed) throw new AppError('NOT_FOUND', closed, 410);
    if (order.status !== 'paid') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        'Payment has not been completed for this order yet.',
        402,
      );
    }
    if (orderLinkExpired(order, ctx.clock.now()))
      throw new AppError('NOT_FOUND', ORDER_LINK_EXPIRED_MESSAGE, 410);
    return order;
  }

  app.get(
    '/api/orders/:token',
    {
      config: { rateLimit },
      schema: { params: orderParamsSchema, response: { 200: orderViewResponseSchema } },
    },
    async (request, reply): Promise<OrderViewResponse> => {
      const order = await paidOrder(request.params.token, request.log);
      const token = request.params.token;
      const files = await orderFiles(ctx, order.id);
      const rows = new Map<string, ConversionRow>();
      for (const file of files) {
        const row = await getConversion(ctx, file.id);
        if (row) rows.set(file.id, row);
      }
      reply.header('cache-control', 'private, no-store');
      return {
        success: true,
        orderUrl: `${ctx.config.publicUrl}${orderPagePath(token)}`,
        paidAt: order.paidAt!.toISOString(),
        validUntil: orderLinkValidUntil(order)!.toISOString(),
        receiptEmail: order.receiptSentAt ? order.email : null,
        files: files.map((file) => ({
          conversionId: file.id,
          filename: reportFileNameForPdf(file.filename),
          status: 'Ready',
          downloadUrl: `/api/orders/${token}/files/${encodeURIComponent(file.id)}`,
          ...fileSummary(rows.get(file.id)),
        })),
        registerUrl: files.length > 0 ? `/api/orders/${token}/register.xlsx` : null,
        plan: order.type === 'yearly' ? 'annual' : null,
        accountEmail: order.type === 'yearly' && !order.userId ? order.email : null,
      };
    },
  );

  app.get(
    '/api/orders/:token/files/:conversionId',
    { config: { rateLimit }, schema: { params: orderFileParamsSchema } },
    async (request, reply) => {
      const order = await paidOrder(request.params.token, request.log);
      const files = await orderFiles(ctx, order.id);
      if (!files.some((file) => file.id === request.params.conversionId)) {
        throw AppError.notFound('This file is not part of the order.');
      }
      const row = await getConversion(ctx, request.params.conversionId);
      if (!row?.success || !row.extraction)
        throw AppError.notFound('This file is no longer available.');
      return sendWorkbook(
        reply,
        await buildConversionWorkbook(ctx, [row]),
        reportFileNameForPdf(row.filename),
      );
    },
  );

  app.get(
    '/api/orders/:token/register.xlsx',
    { config: { rateLimit }, schema: { params: orderParamsSchema } },
    async (request, reply) => {
      const order = await paidOrder(request.params.token, request.log);
      const files = await orderFiles(ctx, order.id);
      const rows = [];
      for (const file of files) {
        const row = await getConversion(ctx, file.id);
        if (row) rows.push(row);
      }
      if (rows.length === 0)
        throw AppError.notFound('The files of this order are no longer available.');
      const workbook = await buildReportWorkbook(rows.map(reportEntryOf), registerOptions(ctx));
      return sendWorkbook(reply, workbook, registerFileName(today(ctx)));
    },
  );
}
