/**
 * The register (README "The register"): GET /api/register.xlsx?ids=… for a batch, the same
 * without ids for the signed-in account (one row per instrument, with history), and
 * POST /api/register/merge to update the workbook a user already keeps. Thin: parse, authorize,
 * call the excel builders, reply.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerQuerySchema } from '../../shared/api.js';
import { mergeIntoRegister } from '../../excel/merge/merge-register.js';
import { RegisterMergeError } from '../../excel/merge/merge-error.js';
import { buildAccountRegisterWorkbook, buildReportWorkbook } from '../../excel/report.js';
import { mergedRegisterFileName, registerFileName } from '../../shared/file-names.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { sendWorkbook } from '../plugins/download-headers.js';
import { receiveFile, rejectOversizedBody, multipartBoundary } from '../plugins/pdf-upload.js';
import {
  accountRegisterEntries,
  batchRegisterEntries,
  parseRegisterIds,
  registerOptions,
} from '../services/register.js';
import { resolveRequester } from '../plugins/requester.js';
import { requireSignedIn } from '../plugins/require-user.js';
import { invalidRequest, NO_QUERY, type ZodTypeProvider } from '../plugins/route-schemas.js';

const IDS_MESSAGE = 'List the conversions to include: ?ids=ID,ID,…';

export function registerRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The certificates a request names (ids), else the whole signed-in account. */
  const entriesFor = async (request: FastifyRequest, ids: string | undefined, what: string) => {
    if (ids !== undefined) {
      const requester = await resolveRequester(ctx.auth, request);
      return {
        entries: await batchRegisterEntries(ctx, requester, parseRegisterIds(ids)),
        unpaid: 0,
      };
    }
    // Signed in only without ids, so not a route-wide requireUser; it says what signing in is for.
    const account = await requireSignedIn(ctx.auth, request, `Sign in to ${what}.`);
    const accountEntries = await accountRegisterEntries(ctx, account.id);
    if (accountEntries.entries.length === 0 && accountEntries.unpaid > 0) {
      throw new AppError(
        'PAYMENT_REQUIRED',
        'None of your conversions is paid for yet: complete checkout to download your register.',
        402,
      );
    }
    return accountEntries;
  };

  app.get(
    '/api/register.xlsx',
    {
      schema: { querystring: registerQuerySchema },
      schemaErrorFormatter: invalidRequest(IDS_MESSAGE),
    },
    async (request, reply) => {
      const batch = request.query.ids !== undefined;
      const { entries, unpaid } = await entriesFor(
        request,
        request.query.ids,
        'download your register',
      );
      const options = registerOptions(ctx);
      const workbook = batch
        ? await buildReportWorkbook(entries, options)
        : await buildAccountRegisterWorkbook(entries, options);
      if (unpaid > 0) reply.header('x-certsheet-unpaid-left-out', String(unpaid));
      return sendWorkbook(reply, workbook, registerFileName(today(ctx)));
    },
  );

  // Multipart: the workbook and its 'ids' field are read by plugins/pdf-upload.ts's receiveFile.
  app.post('/api/register/merge', { schema: NO_QUERY }, async (request, reply) => {
    if (!request.isMultipart() || !multipartBoundary(request.headers['content-type'])) {
      throw new AppError(
        'BAD_REQUEST',
        "Send your register as multipart/form-data in the form field 'register'.",
        400,
      );
    }
    rejectOversizedBody(request);
    const file = await receiveFile(request, { name: 'register', what: 'your register (.xlsx)' });
    if (!file || file.buffer.length === 0) {
      throw new AppError(
        'BAD_REQUEST',
        "No register received: send your .xlsx workbook in the form field 'register'.",
        400,
      );
    }
    const { entries } = await entriesFor(request, file.fields.ids, 'merge into your register');
    if (entries.length === 0) {
      throw new AppError(
        'NOTHING_TO_MERGE',
        'There are no converted certificates to merge: convert some first.',
        422,
      );
    }
    try {
      const { buffer, summary } = await mergeIntoRegister(
        file.buffer,
        entries,
        registerOptions(ctx),
      );
      reply.header(
        'x-certsheet-merge',
        `sheet=${encodeURIComponent(summary.sheet)}; updated=${summary.updated}; added=${summary.added}; up-to-date=${summary.upToDate}`,
      );
      return sendWorkbook(reply, buffer, mergedRegisterFileName(file.filename, today(ctx)));
    } catch (error) {
      if (error instanceof RegisterMergeError) {
        throw new AppError('REGISTER_UNUSABLE', error.message, 422);
      }
      throw error;
    }
  });
}
