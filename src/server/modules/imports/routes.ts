// /api/imports: the Spend Breakdown's 'Add to budget' (one request per category), the imports that can
// still be undone, and 'Undo import'. All of them the signed-in user's own.
import { Hono } from 'hono';
import { IMPORT_MESSAGES, importInput } from '#shared/contract/imports';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { rowId, validate } from '../../http/validate.ts';
import { importRows, listUndoableImports, undoImport } from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Imports', summary, options);

export const importRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', doc('Recent statement imports, for undoing'), async (c) => {
    const imports = await listUndoableImports({ db: c.var.deps.db, userId: c.var.user.id });
    return c.json({ imports });
  })
  .post(
    '/',
    doc('Import rows from a statement into one category (duplicates are recognised)', {
      status: 201,
    }),
    validate('json', importInput),
    async (c) => {
      const result = await importRows({
        db: c.var.deps.db,
        userId: c.var.user.id,
        ...c.req.valid('json'),
      });
      return c.json(result, result.importId ? 201 : 200);
    },
  )
  .delete(
    '/:id',
    doc('Undo an import: removes exactly its rows', {
      errors: { 404: IMPORT_MESSAGES.importNotFound },
    }),
    async (c) => {
      const result = await undoImport({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: rowId(c, IMPORT_MESSAGES.importNotFound),
      });
      return c.json(result);
    },
  );
