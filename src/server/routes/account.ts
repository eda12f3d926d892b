/**
 * Account control (services/account.ts): export everything we hold about the signed-in user, and
 * delete the account with all its conversions.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { downloadDisposition } from '../plugins/download-headers.js';
import { signedInUser } from '../plugins/require-user.js';
import { NO_QUERY } from '../plugins/route-schemas.js';
import { accountExport, deleteAccount } from '../services/account.js';

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preValidation: app.requireUser, schema: NO_QUERY };

  app.get('/api/account/export', signedIn, async (request, reply) => {
    const account = signedInUser(request);
    return reply
      .header('content-disposition', downloadDisposition('certsheet-account-export.json'))
      .send(await accountExport(ctx, account.id));
  });

  app.delete('/api/account', signedIn, async (request, reply) => {
    const account = signedInUser(request);
    await deleteAccount(ctx, account.id);
    request.log.info({ userId: account.id }, 'account deleted');
    return reply.code(204).send();
  });
}
