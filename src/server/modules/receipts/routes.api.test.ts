// /api/receipts/read: a receipt's OCR text read into a transaction for a Pro user, with the
// person's own categories and currency; refused in the spec's words otherwise; nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES, type ReceiptReadingView } from '#shared/contract/receipts';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory } from '../../../../tests/support/budget-requests.ts';
import { grantProfileFlag } from '../profile/grant.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function proUser(): Promise<TestUser> {
  const user = await signUp(system);
  await grantProfileFlag({ db: system.db, email: user.email, flag: 'isPasskeyPro' });
  await addCategory(user, { name: 'Food Shopping', type: 'expense', month: '2026-03' });
  await addCategory(user, { name: 'Rent', type: 'expense', month: '2026-03' });
  return user;
}

const receipt = [
  'ALDI SÜD GmbH & Co. KG',
  'Bananen            1,19',
  'ZU ZAHLEN          23,10',
  'Kartenzahlung      23,10',
  '08.03.2026 12:01',
].join('\n');

const read = (user: TestUser, body: unknown) => user.send('POST', '/api/receipts/read', body);

describe('reading a receipt', () => {
  it('gives a Pro user the merchant, total, date, currency and one of their own categories', async () => {
    const user = await proUser();
    const reading = await expectJson<ReceiptReadingView>(await read(user, { text: receipt }), 200);
    expect(reading).toMatchObject({
      merchant: 'Aldi Süd',
      total: 2310,
      date: '2026-03-08',
      currency: 'EUR',
      category: 'Food Shopping',
    });
    expect(reading.confidence).toBeGreaterThan(0.7);
    // Nothing is saved: the dialog shows the reading for the person to confirm.
    const page = await expectJson<{ transactions: unknown[] }>(
      await user.get('/api/transactions?month=2026-03'),
      200,
    );
    expect(page.transactions).toEqual([]);
  });

  it('uses the person’s currency when the receipt shows none', async () => {
    const user = await proUser();
    const reading = await expectJson<ReceiptReadingView>(
      await read(user, { text: 'Corner Shop\nTOTAL 3.20\n01/02/2026 09:00' }),
      200,
    );
    expect(reading.currency).toBe('USD');
  });

  it('is for Pro only, and refuses empty, too long and malformed input in words', async () => {
    const free = await signUp(system);
    await expectError(await read(free, { text: receipt }), 403, {
      error: RECEIPT_MESSAGES.proOnly,
    });
    const user = await proUser();
    await expectError(await read(user, { text: '   ' }), 400, { error: RECEIPT_MESSAGES.noText });
    await expectError(await read(user, { text: 'x'.repeat(20_001) }), 400, {
      error: RECEIPT_MESSAGES.tooLong,
    });
    expect((await read(user, { text: 42 })).status).toBe(400);
    expect((await read(user, { text: receipt, extra: true })).status).toBe(400);
    expect((await system.request('/api/receipts/read', { json: { text: receipt } })).status).toBe(
      401,
    );
  });
});
