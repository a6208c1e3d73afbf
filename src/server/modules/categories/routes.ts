// /api/categories: the signed-in user's budget categories per month (list, create one or many, update,
// delete by id or by name and type). Handlers guard, parse, call the service and answer.
import { Hono } from 'hono';
import {
  BUDGET_MESSAGES,
  createCategoriesInput,
  deleteCategoryByNameQuery,
  deleteCategoryQuery,
  categoryTransactionCountQuery,
  listCategoriesQuery,
  renameScopeQuery,
  updateCategoryInput,
} from '#shared/contract/budget';
import type { DeletedTransactions } from '../ledger/ledger.ts';
import type { AppEnv } from '../../http/context.ts';
import { documented } from '../../http/openapi.ts';
import { requireUser } from '../../http/session.ts';
import { rowId, validate } from '../../http/validate.ts';
import {
  addCategories,
  countCategoryTransactions,
  deleteCategoryById,
  deleteCategoryByName,
  listCategories,
  updateCategory,
} from './service.ts';

const doc = (summary: string, options?: Parameters<typeof documented>[2]) =>
  documented('Categories', summary, options);

export const categoryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    doc("The budget's categories of a month (or every month), with plan (goal) and actual", {}),
    validate('query', listCategoriesQuery),
    async (c) => {
      const page = await listCategories({
        db: c.var.deps.db,
        userId: c.var.user.id,
        ...c.req.valid('query'),
      });
      return c.json(page);
    },
  )
  .get(
    '/transaction-count',
    doc('How many transactions a category has, before deleting it', {}),
    validate('query', categoryTransactionCountQuery),
    async (c) => {
      const count = await countCategoryTransactions({
        db: c.var.deps.db,
        userId: c.var.user.id,
        ...c.req.valid('query'),
      });
      return c.json({ count });
    },
  )
  .post(
    '/',
    doc('Add categories to a month', { status: 201 }),
    validate('json', createCategoriesInput),
    async (c) => {
      const created = await addCategories({
        db: c.var.deps.db,
        userId: c.var.user.id,
        categories: c.req.valid('json').categories,
      });
      return c.json({ categories: created }, 201);
    },
  )
  .patch(
    '/:id',
    doc('Change a category: its name, plan, due date or actual', {
      errors: { 404: BUDGET_MESSAGES.categoryNotFound },
    }),
    validate('query', renameScopeQuery),
    validate('json', updateCategoryInput),
    async (c) => {
      const category = await updateCategory({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: rowId(c, BUDGET_MESSAGES.categoryNotFound),
        patch: c.req.valid('json'),
        scope: c.req.valid('query').scope,
      });
      return c.json({ category });
    },
  )
  .delete(
    '/:id',
    doc('Delete a category, deleting its transactions or moving them to another', {
      errors: { 404: BUDGET_MESSAGES.categoryNotFound },
    }),
    validate('query', deleteCategoryQuery),
    async (c) => {
      await deleteCategoryById({
        db: c.var.deps.db,
        userId: c.var.user.id,
        id: rowId(c, BUDGET_MESSAGES.categoryNotFound),
        transactions: deletedTransactions(c.req.valid('query')),
      });
      return c.json({ ok: true as const });
    },
  )
  .delete(
    '/',
    doc('Delete a category by name and type, in every month', {
      errors: { 404: BUDGET_MESSAGES.categoryNotFound },
    }),
    validate('query', deleteCategoryByNameQuery),
    async (c) => {
      const query = c.req.valid('query');
      const deleted = await deleteCategoryByName({
        db: c.var.deps.db,
        userId: c.var.user.id,
        name: query.name,
        type: query.type,
        transactions: deletedTransactions(query),
      });
      return c.json({ deleted });
    },
  );

function deletedTransactions(query: {
  transactions?: 'delete' | 'move' | undefined;
  moveTo?: string | undefined;
}): DeletedTransactions | undefined {
  if (query.transactions === 'move') return { action: 'move', to: query.moveTo! };
  if (query.transactions === 'delete') return { action: 'delete' };
  return undefined;
}
