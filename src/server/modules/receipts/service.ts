// Reads a receipt's OCR text for a Pro user: the engine's reader, with the person's own expense
// categories for the merchant's category and their currency when the receipt shows none.
import { and, eq } from 'drizzle-orm';
import { readReceiptText } from '#engine/receipt/index';
import { RECEIPT_MESSAGES, type ReceiptReadingView } from '#shared/contract/receipts';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { categories, profiles } from '../../db/schema.ts';
import { isProUser } from '../subscription/service.ts';

export async function readReceiptForUser(options: {
  db: Database;
  userId: string;
  text: string;
}): Promise<ReceiptReadingView> {
  const { db, userId } = options;
  if (!(await isProUser({ db, userId }))) throw new AppError('FORBIDDEN', RECEIPT_MESSAGES.proOnly);
  const [names, [profile]] = await Promise.all([
    db
      .selectDistinct({ name: categories.name })
      .from(categories)
      .where(and(eq(categories.userId, userId), eq(categories.type, 'expense'))),
    db.select({ currency: profiles.currency }).from(profiles).where(eq(profiles.id, userId)),
  ]);
  const reading = readReceiptText(options.text, {
    userCategories: names.map((row) => row.name),
    ...(profile?.currency && { fallbackCurrency: profile.currency }),
  });
  return reading;
}
