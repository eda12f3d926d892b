/**
 * Where each value was read (issue 18 item 4): the positions the engine kept, for the review
 * that draws the user's own copy of the PDF in the browser. Owner only, like the detail route.
 */
import type { FastifyInstance } from 'fastify';
import { conversionParamsSchema, type ConversionSourcesResponse } from '../../shared/api.js';
import { AppError } from '../app-error.js';
import { accreditationCheckLabel, checkAccreditation } from '../../shared/accreditation-check.js';
import { correctedItems } from '../../shared/corrections.js';
import { today, type AppContext } from '../app-context.js';
import { getOwnedConversion } from '../services/conversions.js';
import { labDirectory } from '../services/lab-directory.js';
import { resolveRequester } from '../plugins/requester.js';
import type { ZodTypeProvider } from '../plugins/route-schemas.js';

export function conversionSourceRoutes(app: FastifyInstance, ctx: AppContext) {
  // No response schema: positions stored by older engine versions are sent as they were kept.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/conversions/:id/sources',
      { schema: { params: conversionParamsSchema } },
      async (request) => {
        const requester = await resolveRequester(ctx.auth, request);
        const row = await getOwnedConversion(ctx, requester, request.params.id);
        if (!row.success || !row.extraction) {
          throw AppError.notFound('This conversion failed, so no values were read.');
        }
        const directory = labDirectory();
        const body: ConversionSourcesResponse = {
          pageCount: row.extraction.pageCount,
          sources: row.extraction.sources,
          ...(directory
            ? {
                accreditation: correctedItems(row.extraction, row.corrections).map((item) => {
                  const check = checkAccreditation(item.accreditation, directory, today(ctx));
                  return { status: check.status, label: accreditationCheckLabel(check) };
                }),
              }
            : {}),
        };
        return body;
      },
    );
}
