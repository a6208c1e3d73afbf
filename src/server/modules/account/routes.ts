// /api/account: the signed-in person's data to take away, and deleting the account.
import { Hono } from 'hono';
import { accountDeleteInput, ACCOUNT_MESSAGES, EXPORT_FORMATS } from '#shared/contract/account';
import { AppError } from '#shared/errors';
import { formatDateTextUtc } from '#shared/period';
import type { AppEnv } from '../../http/context.ts';
import { requireUser } from '../../http/session.ts';
import { requestOrigin } from '../../http/rate-limit.ts';
import { validate } from '../../http/validate.ts';
import { recordSecurityEvent } from '../security/service.ts';
import { categoriesCsv, deleteAccount, exportAccount, transactionsCsv } from './service.ts';

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/export/:file', async (c) => {
    const file = c.req.param('file');
    const format = EXPORT_FORMATS.find((f) => f.file === file);
    if (!format) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noSuchExport);
    const data = await exportAccount({ db: c.var.deps.db, userId: c.var.user.id });
    await recordSecurityEvent({
      db: c.var.deps.db,
      userId: c.var.user.id,
      type: 'data_exported',
      ...requestOrigin(c),
    });
    const body =
      format.file === 'pennyflow.json'
        ? JSON.stringify(data, null, 2)
        : format.file === 'transactions.csv'
          ? transactionsCsv(data)
          : categoriesCsv(data);
    const extension = format.file.split('.').at(-1);
    const name = `${format.download}-${formatDateTextUtc(new Date())}.${extension}`;
    return c.body(body, 200, {
      'content-type': format.contentType,
      'content-disposition': `attachment; filename="${name}"`,
    });
  })
  .delete('/', validate('json', accountDeleteInput), async (c) => {
    const { email } = c.req.valid('json');
    // Logged before the check: a refused request is worth seeing; an accepted one goes with the account.
    await recordSecurityEvent({
      db: c.var.deps.db,
      userId: c.var.user.id,
      type: 'account_deletion_requested',
      ...requestOrigin(c),
    });
    if (email.toLowerCase() !== c.var.user.email.toLowerCase()) {
      throw new AppError('VALIDATION', ACCOUNT_MESSAGES.confirmMismatch);
    }
    await deleteAccount({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ deleted: true as const });
  });
