// /api/bills: repeating bills write their months, skip and change one occurrence or this and later,
// delete saying what happens to their months, and tell what is due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILL_MESSAGES,
  type BillDeleteResult,
  type BillView,
  type UpcomingView,
} from '#shared/contract/bills';
import type { CategoryView, TransactionPage } from '#shared/contract/budget';
import type { DashboardView } from '#shared/contract/dashboard';
import {
  expectError,
  expectJson,
  signUp,
  startTestSystem,
  type TestSystem,
  type TestUser,
} from '../../../../tests/setup/api-harness.ts';
import { addCategory } from '../../../../tests/support/budget-requests.ts';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(() => system?.close());

async function createBill(user: TestUser, bill: Record<string, unknown>): Promise<BillView> {
  const body = await expectJson<{ bill: BillView }>(
    await user.send('POST', '/api/bills', { type: 'debt', ...bill }),
    201,
  );
  return body.bill;
}

async function monthBills(user: TestUser, month: string): Promise<CategoryView[]> {
  const body = await expectJson<{ categories: CategoryView[] }>(
    await user.get(`/api/categories?month=${month}`),
    200,
  );
  return body.categories.filter((c) => c.type === 'debt' || c.type === 'savings');
}

async function upcoming(user: TestUser, from: string, to: string): Promise<UpcomingView> {
  return expectJson<UpcomingView>(await user.get(`/api/bills/upcoming?from=${from}&to=${to}`), 200);
}

const thisYear = new Date().getUTCFullYear();

describe('a repeating bill', () => {
  it('falls due on the last working day of every month, written through the budget’s last month', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Rent',
      cadence: 'monthly',
      dayRule: 'last_working_day',
      startDate: '2027-01-01',
      amount: 120_000,
    });
    expect(bill).toMatchObject({ name: 'Rent', cadence: 'monthly', lastDate: null });
    // 31 January 2027 is a Sunday, 28 February a Sunday: Friday the 29th and the 26th.
    for (const [month, due] of [
      ['2027-01', '2027-01-29'],
      ['2027-02', '2027-02-26'],
      ['2027-03', '2027-03-31'],
    ]) {
      const [rent] = await monthBills(user, month!);
      expect(rent).toMatchObject({
        name: 'Rent',
        goal: 120_000,
        actual: 0,
        dueDate: due,
        isPaid: false,
        scheduleId: bill.id,
      });
    }
    const last = `${thisYear + 2}-12`;
    expect(await monthBills(user, last)).toHaveLength(1);
    expect(await monthBills(user, '2026-12')).toEqual([]);
  });

  it('appears only in the months it falls in, and a weekly one plans each week', async () => {
    const user = await signUp(system);
    await createBill(user, {
      name: 'Water',
      cadence: 'quarterly',
      startDate: '2027-01-15',
      amount: 9_600,
    });
    // Mondays of March 2027: the 1st, 8th, 15th, 22nd and 29th.
    await createBill(user, {
      name: 'Cleaner',
      type: 'savings',
      cadence: 'weekly',
      startDate: '2027-03-01',
      amount: 4_000,
    });
    expect((await monthBills(user, '2027-04')).map((c) => c.name)).toEqual(['Cleaner', 'Water']);
    expect((await monthBills(user, '2027-05')).map((c) => c.name)).toEqual(['Cleaner']);
    const [cleaner] = await monthBills(user, '2027-03');
    expect(cleaner).toMatchObject({ goal: 20_000, dueDate: '2027-03-01' });
  });

  it('stops after its number of payments or its end date', async () => {
    const user = await signUp(system);
    const loan = await createBill(user, {
      name: 'Loan',
      cadence: 'monthly',
      startDate: '2027-01-10',
      paymentCount: 3,
      amount: 25_000,
    });
    expect(loan.lastDate).toBe('2027-03-10');
    expect(await monthBills(user, '2027-03')).toHaveLength(1);
    expect(await monthBills(user, '2027-04')).toEqual([]);
  });
});

describe('one occurrence', () => {
  it('is skipped in one click, stays skipped when the weekend rule changes, and comes back', async () => {
    const user = await signUp(system);
    // 14 March 2027 is a Sunday.
    const bill = await createBill(user, {
      name: 'Phone',
      cadence: 'monthly',
      startDate: '2027-01-14',
      amount: 3_000,
    });
    await expectJson(
      await user.send('POST', `/api/bills/${bill.id}/occurrences/2027-03-14/skip`),
      200,
    );
    expect(await monthBills(user, '2027-03')).toEqual([]);
    await expectJson(
      await user.send('PATCH', `/api/bills/${bill.id}`, { weekendRule: 'after' }),
      200,
    );
    expect(await monthBills(user, '2027-03')).toEqual([]);
    const march = await upcoming(user, '2027-03-01', '2027-03-31');
    expect(march.bills).toEqual([
      expect.objectContaining({
        scheduledDate: '2027-03-14',
        dueDate: '2027-03-15',
        skipped: true,
      }),
    ]);
    expect(march.totalDue).toBe(0);

    await expectJson(
      await user.send('DELETE', `/api/bills/${bill.id}/occurrences/2027-03-14/skip`),
      200,
    );
    const [phone] = await monthBills(user, '2027-03');
    expect(phone).toMatchObject({ goal: 3_000, dueDate: '2027-03-15' });
  });

  it('takes another amount or day for this one only', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Gym',
      cadence: 'monthly',
      startDate: '2027-01-05',
      amount: 2_500,
    });
    await expectJson(
      await user.send('PATCH', `/api/bills/${bill.id}/occurrences/2027-02-05`, {
        amount: 1_250,
        dueDate: '2027-02-09',
      }),
      200,
    );
    const [february] = await monthBills(user, '2027-02');
    const [march] = await monthBills(user, '2027-03');
    expect(february).toMatchObject({ goal: 1_250, dueDate: '2027-02-09' });
    expect(march).toMatchObject({ goal: 2_500, dueDate: '2027-03-05' });
  });

  it('answers 400 for a date the bill does not fall on', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Gym',
      cadence: 'monthly',
      startDate: '2027-01-05',
      amount: 2_500,
    });
    await expectError(
      await user.send('POST', `/api/bills/${bill.id}/occurrences/2027-02-06/skip`),
      400,
      { error: 'This bill is not due on that date' },
    );
    await expectError(
      await user.send('PATCH', `/api/bills/${bill.id}/occurrences/2027-02-05`, {
        dueDate: '2027-05-01',
      }),
      400,
      { error: 'Move a payment by at most 31 days' },
    );
  });
});

describe('ticking one occurrence paid', () => {
  // Mondays of March 2027: the 1st, 8th, 15th, 22nd and 29th, $40 each.
  async function weeklyCleaner(user: TestUser): Promise<BillView> {
    return createBill(user, {
      name: 'Cleaner',
      type: 'savings',
      cadence: 'weekly',
      startDate: '2027-03-01',
      amount: 4_000,
    });
  }
  const tick = (user: TestUser, bill: BillView, date: string, paid = true) =>
    user.send(paid ? 'POST' : 'DELETE', `/api/bills/${bill.id}/occurrences/${date}/paid`);
  const payments = async (user: TestUser) =>
    (
      await expectJson<TransactionPage>(
        await user.get('/api/transactions?from=2027-03-01&to=2027-03-31'),
        200,
      )
    ).transactions
      .map((t) => [t.date, t.amount, t.kind])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const paidDays = async (user: TestUser) =>
    (await upcoming(user, '2027-03-01', '2027-03-31')).bills
      .filter((b) => b.isPaid)
      .map((b) => b.dueDate);
  const spent = async (user: TestUser) =>
    (
      await expectJson<DashboardView>(
        await user.get('/api/dashboard?from=2027-03-01&to=2027-03-31'),
        200,
      )
    ).totals.savings;

  it('records one payment of that week on its day, and the month is paid when every week is', async () => {
    const user = await signUp(system);
    const bill = await weeklyCleaner(user);
    await expectJson(await tick(user, bill, '2027-03-08'), 200);
    expect(await payments(user)).toEqual([['2027-03-08', 4_000, 'entry']]);
    expect(await paidDays(user)).toEqual(['2027-03-08']);
    expect((await upcoming(user, '2027-03-01', '2027-03-31')).totalDue).toBe(16_000);
    let [row] = await monthBills(user, '2027-03');
    expect([row!.actual, row!.isPaid]).toEqual([4_000, false]);
    // Ticking it again changes nothing.
    await expectJson(await tick(user, bill, '2027-03-08'), 200);
    expect(await payments(user)).toHaveLength(1);

    for (const day of ['2027-03-01', '2027-03-15', '2027-03-22', '2027-03-29'])
      await expectJson(await tick(user, bill, day), 200);
    [row] = await monthBills(user, '2027-03');
    expect([row!.actual, row!.isPaid]).toEqual([20_000, true]);
    // Five payments of $40, and no payment of the whole beside them.
    expect((await payments(user)).map((p) => p[2])).toEqual(Array(5).fill('entry'));
    expect(await spent(user)).toBe(20_000);

    // Unticking one takes its payment away and the month's tick with it.
    await expectJson(await tick(user, bill, '2027-03-15', false), 200);
    [row] = await monthBills(user, '2027-03');
    expect([row!.actual, row!.isPaid]).toEqual([16_000, false]);
    expect(await paidDays(user)).toEqual(['2027-03-01', '2027-03-08', '2027-03-22', '2027-03-29']);
    expect(await spent(user)).toBe(16_000);
  });

  it('unticking one week of a month ticked as a whole keeps the other weeks paid', async () => {
    const user = await signUp(system);
    const bill = await weeklyCleaner(user);
    const [row] = await monthBills(user, '2027-03');
    await expectJson(await user.send('PATCH', `/api/categories/${row!.id}`, { isPaid: true }), 200);
    expect(await paidDays(user)).toHaveLength(5);
    expect(await payments(user)).toEqual([['2027-03-01', 20_000, 'bill_payment']]);

    await expectJson(await tick(user, bill, '2027-03-22', false), 200);
    expect(await payments(user)).toEqual([
      ['2027-03-01', 4_000, 'entry'],
      ['2027-03-08', 4_000, 'entry'],
      ['2027-03-15', 4_000, 'entry'],
      ['2027-03-29', 4_000, 'entry'],
    ]);
    expect(await paidDays(user)).toEqual(['2027-03-01', '2027-03-08', '2027-03-15', '2027-03-29']);
    const [after] = await monthBills(user, '2027-03');
    expect([after!.actual, after!.isPaid]).toEqual([16_000, false]);
  });

  it('is unticked when its payment is deleted from the history', async () => {
    const user = await signUp(system);
    const bill = await weeklyCleaner(user);
    await expectJson(await tick(user, bill, '2027-03-01'), 200);
    const page = await expectJson<TransactionPage>(await user.get('/api/transactions'), 200);
    expect(
      (await user.send('DELETE', `/api/transactions/${page.transactions[0]!.id}`)).status,
    ).toBe(200);
    expect(await paidDays(user)).toEqual([]);
    // And can be ticked again.
    await expectJson(await tick(user, bill, '2027-03-01'), 200);
    expect(await paidDays(user)).toEqual(['2027-03-01']);
  });

  it('refuses a skipped week, skipping a paid one, and a day the bill is not due', async () => {
    const user = await signUp(system);
    const bill = await weeklyCleaner(user);
    await expectJson(
      await user.send('POST', `/api/bills/${bill.id}/occurrences/2027-03-15/skip`),
      200,
    );
    await expectError(await tick(user, bill, '2027-03-15'), 400, {
      error: BILL_MESSAGES.skippedNotPaid,
    });
    await expectJson(await tick(user, bill, '2027-03-08'), 200);
    await expectError(
      await user.send('POST', `/api/bills/${bill.id}/occurrences/2027-03-08/skip`),
      400,
      { error: BILL_MESSAGES.paidNotSkipped },
    );
    await expectError(await tick(user, bill, '2027-03-09'), 400, {
      error: BILL_MESSAGES.occurrenceNotFound,
    });
    // Another person cannot tick it, and what they tried changed nothing.
    const other = await signUp(system);
    await expectError(await tick(other, bill, '2027-03-01'), 404, {
      error: BILL_MESSAGES.notFound,
    });
    expect(await paidDays(user)).toEqual(['2027-03-08']);
  });
});

describe('this and later', () => {
  it('changes the amount from one occurrence on and leaves earlier months as they were', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Internet',
      cadence: 'monthly',
      startDate: '2027-01-20',
      amount: 4_000,
    });
    const later = await expectJson<{ bill: BillView }>(
      await user.send('PATCH', `/api/bills/${bill.id}?from=2027-04-20`, { amount: 4_500 }),
      200,
    );
    expect(later.bill).toMatchObject({ startDate: '2027-04-20', amount: 4_500 });
    expect((await monthBills(user, '2027-03'))[0]).toMatchObject({ goal: 4_000 });
    expect((await monthBills(user, '2027-04'))[0]).toMatchObject({
      goal: 4_500,
      scheduleId: later.bill.id,
    });
    const { bills } = await expectJson<{ bills: BillView[] }>(await user.get('/api/bills'), 200);
    expect(bills.map((b) => [b.startDate, b.endDate, b.amount])).toEqual([
      ['2027-01-20', '2027-04-19', 4_000],
      ['2027-04-20', null, 4_500],
    ]);
  });

  it('keeps a number of payments across the split', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Sofa',
      cadence: 'monthly',
      startDate: '2027-01-01',
      paymentCount: 6,
      amount: 10_000,
    });
    const later = await expectJson<{ bill: BillView }>(
      await user.send('PATCH', `/api/bills/${bill.id}?from=2027-03-01`, { amount: 12_000 }),
      200,
    );
    expect(later.bill).toMatchObject({ paymentCount: 4, lastDate: '2027-06-01' });
    expect(await monthBills(user, '2027-07')).toEqual([]);
  });
});

describe('deleting a bill', () => {
  it('removes this and later months, keeping a month that holds a payment', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Insurance',
      cadence: 'monthly',
      startDate: '2027-01-08',
      amount: 5_000,
    });
    const [may] = await monthBills(user, '2027-05');
    await expectJson(await user.send('PATCH', `/api/categories/${may!.id}`, { isPaid: true }), 200);
    const result = await expectJson<BillDeleteResult>(
      await user.send('DELETE', `/api/bills/${bill.id}?from=2027-04-08`),
      200,
    );
    expect(result.keptMonths).toEqual(['2027-05']);
    expect(result.removedMonths).toContain('2027-04');
    expect(result.removedMonths).toContain('2027-06');
    expect(result.removedMonths).not.toContain('2027-03');
    expect(await monthBills(user, '2027-03')).toHaveLength(1);
    expect(await monthBills(user, '2027-04')).toEqual([]);
    expect((await monthBills(user, '2027-05'))[0]).toMatchObject({ isPaid: true, actual: 5_000 });
  });

  it('deleted whole, it is gone from the list and its unpaid months with it', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Magazine',
      cadence: 'monthly',
      startDate: '2027-01-03',
      amount: 900,
    });
    const result = await expectJson<BillDeleteResult>(
      await user.send('DELETE', `/api/bills/${bill.id}`),
      200,
    );
    expect(result.keptMonths).toEqual([]);
    expect(result.removedMonths[0]).toBe('2027-01');
    expect(await monthBills(user, '2027-02')).toEqual([]);
    const { bills } = await expectJson<{ bills: BillView[] }>(await user.get('/api/bills'), 200);
    expect(bills).toEqual([]);
    await expectError(await user.get(`/api/bills/${bill.id}`), 404, { error: 'Bill not found' });
  });
});

describe('deleting a repeating bill’s rows as categories', () => {
  it('a month deleted from Your Budget stays deleted when the bill is rewritten', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Phone',
      cadence: 'monthly',
      startDate: '2027-01-12',
      amount: 3_000,
    });
    const [march] = await monthBills(user, '2027-03');
    await expectJson(await user.send('DELETE', `/api/categories/${march!.id}`), 200);
    await expectJson(await user.send('PATCH', `/api/bills/${bill.id}`, { amount: 3_500 }), 200);
    expect(await monthBills(user, '2027-03')).toEqual([]);
    expect((await monthBills(user, '2027-04'))[0]).toMatchObject({ goal: 3_500 });
    const due = await upcoming(user, '2027-03-01', '2027-03-31');
    expect(due.bills).toEqual([expect.objectContaining({ name: 'Phone', skipped: true })]);
  });

  it('its name deleted from every month ends the bill', async () => {
    const user = await signUp(system);
    await createBill(user, {
      name: 'Gym',
      cadence: 'weekly',
      startDate: '2027-01-04',
      amount: 900,
    });
    await expectJson(await user.send('DELETE', '/api/categories?name=Gym&type=debt'), 200);
    const { bills } = await expectJson<{ bills: BillView[] }>(await user.get('/api/bills'), 200);
    expect(bills).toEqual([]);
    expect(await monthBills(user, '2027-02')).toEqual([]);
    expect((await upcoming(user, '2027-02-01', '2027-02-28')).bills).toEqual([]);
  });
});

describe('what is due', () => {
  it('lists repeating and one-month bills in a range, paid ones ticked, and what is left to pay', async () => {
    const user = await signUp(system);
    await createBill(user, {
      name: 'Rent',
      cadence: 'monthly',
      startDate: '2027-02-01',
      amount: 100_000,
    });
    const fee = await addCategory(user, {
      name: 'Car tax',
      type: 'debt',
      month: '2027-02',
      goal: 16_500,
      dueDate: '2027-02-10',
    });
    await expectJson(await user.send('PATCH', `/api/categories/${fee.id}`, { isPaid: true }), 200);
    const due = await upcoming(user, '2027-02-01', '2027-02-14');
    expect(due.bills.map((b) => [b.name, b.dueDate, b.amount, b.isPaid])).toEqual([
      ['Rent', '2027-02-01', 100_000, false],
      ['Car tax', '2027-02-10', 16_500, true],
    ]);
    expect(due.totalDue).toBe(100_000);
  });

  it('shows on the dashboard for the 14 days from the person’s today, whatever its range', async () => {
    const user = await signUp(system);
    await createBill(user, {
      name: 'Gym',
      cadence: 'weekly',
      startDate: '2027-03-01',
      amount: 1_000,
    });
    const view = await expectJson<DashboardView>(
      await user.get('/api/dashboard?from=2026-01-01&to=2026-01-31&today=2027-03-10'),
      200,
    );
    expect(view.upcoming).toMatchObject({ from: '2027-03-10', to: '2027-03-23', totalDue: 2_000 });
    expect(view.upcoming.bills.map((b) => b.dueDate)).toEqual(['2027-03-15', '2027-03-22']);
  });

  it('refuses a range of more than 366 days or backwards', async () => {
    const user = await signUp(system);
    await expectError(await user.get('/api/bills/upcoming?from=2027-01-01&to=2028-01-02'), 400, {
      error: 'Choose a range of at most 366 days',
    });
    await expectError(await user.get('/api/bills/upcoming?from=2027-02-01&to=2027-01-01'), 400, {
      error: 'from must not be after to',
    });
  });
});

describe('bad input and other people’s bills', () => {
  it('answers 400 in words and writes nothing', async () => {
    const user = await signUp(system);
    const base = { name: 'Bill', cadence: 'monthly', startDate: '2027-01-01', amount: 1_000 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amountKind: 'range' }, 'Enter the most this bill may cost'],
      [{ amountKind: 'range', amountMax: 500 }, 'The most must be at least the least'],
      [{ amountMax: 5_000 }, 'Only a range has a most amount'],
      [{ endDate: '2026-12-31' }, 'The end date must be on or after the first due date'],
      [
        { endDate: '2027-06-01', paymentCount: 3 },
        'Choose an end date or a number of payments, not both',
      ],
      [
        { cadence: 'daily' },
        'cadence must be one of: weekly, every_2_weeks, every_4_weeks, monthly, quarterly, yearly',
      ],
      [{ type: 'expense' }, 'Only savings and debt entries (bills) can repeat'],
      [{ name: '   ' }, 'Please enter a name'],
      [{ startDate: '2027-02-30' }, 'date must be a real date like 2026-03-14'],
      [{ amount: -1 }, 'Amounts cannot be negative'],
      [{ paymentCount: 0 }, 'A bill that ends after a number of payments needs at least 1'],
    ];
    for (const [change, message] of cases) {
      await expectError(
        await user.send('POST', '/api/bills', { type: 'debt', ...base, ...change }),
        400,
        { error: message },
      );
    }
    const { bills } = await expectJson<{ bills: BillView[] }>(await user.get('/api/bills'), 200);
    expect(bills).toEqual([]);
    expect(await monthBills(user, '2027-01')).toEqual([]);
  });

  it('keeps a change that would break the shape from landing', async () => {
    const user = await signUp(system);
    const bill = await createBill(user, {
      name: 'Power',
      cadence: 'monthly',
      startDate: '2027-01-01',
      amount: 8_000,
    });
    await expectError(
      await user.send('PATCH', `/api/bills/${bill.id}`, { amountKind: 'range' }),
      400,
      { error: 'Enter the most this bill may cost' },
    );
    await expectError(await user.send('PATCH', `/api/bills/${bill.id}`, {}), 400, {
      error: 'Nothing to update',
    });
    expect((await monthBills(user, '2027-01'))[0]).toMatchObject({ goal: 8_000 });
  });

  it('answers 404 for another user’s bill and changes nothing of it', async () => {
    const [owner, other] = await Promise.all([signUp(system), signUp(system)]);
    const bill = await createBill(owner, {
      name: 'Rent',
      cadence: 'monthly',
      startDate: '2027-01-01',
      amount: 1_000,
    });
    await expectError(await other.get(`/api/bills/${bill.id}`), 404, { error: 'Bill not found' });
    await expectError(await other.send('PATCH', `/api/bills/${bill.id}`, { amount: 1 }), 404, {
      error: 'Bill not found',
    });
    await expectError(await other.send('DELETE', `/api/bills/${bill.id}`), 404, {
      error: 'Bill not found',
    });
    await expectError(
      await other.send('POST', `/api/bills/${bill.id}/occurrences/2027-02-01/skip`),
      404,
      { error: 'Bill not found' },
    );
    await expectError(await other.get('/api/bills/not-an-id'), 404, { error: 'Bill not found' });
    expect((await monthBills(owner, '2027-02'))[0]).toMatchObject({ goal: 1_000 });
    const { bills } = await expectJson<{ bills: BillView[] }>(await other.get('/api/bills'), 200);
    expect(bills).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    await expectError(await system.request('/api/bills'), 401);
  });
});
