/**
 * Template routes (SPEC §7): POST /api/template/download gives the manual template (empty body or
 * `{}`) or one of the five templates (`{ templateId }`) under its SPEC file name;
 * POST /api/track-template-download counts a download. Thin: parse, build, reply.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { templateDownloadRequestSchema, trackTemplateDownloadSchema } from '../../shared/api.js';
import { isTemplateId } from '../../shared/templates.js';
import {
  buildTemplateWorkbook,
  templateFileName,
  type TemplateKind,
} from '../../excel/templates/build-template.js';
import { AppError } from '../app-error.js';
import { today, type AppContext } from '../app-context.js';
import { downloadDisposition, XLSX_CONTENT_TYPE } from '../plugins/download-headers.js';
import { resolveRequester } from '../plugins/requester.js';
import { invalidRequest, type ZodTypeProvider } from '../plugins/route-schemas.js';
import { recordTemplateDownload } from '../services/template-downloads.js';

/** No body, `{}` or an empty templateId → the manual template; a known templateId → it; else 404. */
function requestedTemplate(body: z.infer<typeof templateDownloadRequestSchema>): TemplateKind {
  const templateId = body?.templateId;
  if (templateId === undefined || templateId === null || templateId === '') return 'manual';
  if (!isTemplateId(templateId)) throw AppError.notFound('Template not found.');
  return templateId;
}

/** The body is not an object, or its templateId is not text. */
const invalidTemplateRequest = invalidRequest((errors) =>
  errors[0]?.instancePath === '/'
    ? 'The request body must be a JSON object.'
    : 'templateId must be a string.',
);

/**
 * Templates depend only on the day (sample dates sit relative to it) and the Due Soon window,
 * so each is built once a day rather than on every click.
 */
function templateCache(ctx: AppContext) {
  let day = '';
  let built = new Map<TemplateKind, Promise<Buffer>>();
  return (kind: TemplateKind): Promise<Buffer> => {
    const now = today(ctx);
    if (now !== day) {
      day = now;
      built = new Map();
    }
    let workbook = built.get(kind);
    if (!workbook) {
      workbook = buildTemplateWorkbook(kind, { today: now, dueSoonDays: ctx.config.DUE_SOON_DAYS });
      // A failed build is not remembered: the next request tries again.
      workbook.catch(() => built.delete(kind));
      built.set(kind, workbook);
    }
    return workbook;
  };
}

export async function templateRoutes(app: FastifyInstance, ctx: AppContext) {
  const workbookFor = templateCache(ctx);
  const rateLimit = { max: ctx.config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // SPEC: the manual template is requested with an empty body, which some clients still label
    // application/json; Fastify's own parser would reject that, so these routes read it as "{}".
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body.trim() : '';
        if (text === '') {
          done(null, {});
          return;
        }
        try {
          done(null, JSON.parse(text));
        } catch {
          done(AppError.badRequest('The request body is not valid JSON.'), undefined);
        }
      },
    );

    scope.post(
      '/api/template/download',
      {
        schema: { body: templateDownloadRequestSchema },
        schemaErrorFormatter: invalidTemplateRequest,
      },
      async (request, reply) => {
        const kind = requestedTemplate(request.body);
        const workbook = await workbookFor(kind);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', downloadDisposition(templateFileName(kind)))
          .header('Cache-Control', 'no-store')
          .send(workbook);
      },
    );

    scope.post(
      '/api/track-template-download',
      {
        config: { rateLimit },
        schema: { body: trackTemplateDownloadSchema },
        schemaErrorFormatter: invalidRequest('templateName must be text of 1 to 100 characters.'),
      },
      async (request) => {
        const requester = await resolveRequester(ctx.auth, request);
        await recordTemplateDownload(ctx, requester, request.body.templateName);
        return { success: true };
      },
    );
  });
}
