import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 1000 }, extraHTTPHeaders: { origin: base } });
const page = await ctx.newPage();
const email = `shots${Date.now()}@example.com`;
let r = await page.request.post(base + '/api/auth/sign-up/email', { data: { email, password: 'correct horse battery', name: 'Sam' } });
console.log('signup', r.status());
r = await page.request.post(base + '/api/onboarding/complete', { data: { incomeSources: ['Salary'], expenseCategories: ['Groceries'] } });
console.log('onb', r.status());
r = await page.request.post(base + '/api/bills', { data: { name: 'Cleaner', type: 'savings', cadence: 'weekly', startDate: '2027-01-04', amount: 4000 } });
const bill = (await r.json()).bill; console.log('bill', r.status());
await page.request.post(base + '/api/bills', { data: { name: 'Rent', type: 'debt', cadence: 'monthly', startDate: '2027-01-29', dayRule: 'last_working_day', amount: 120000 } });
await page.request.post(base + `/api/bills/${bill.id}/occurrences/2027-01-04/paid`);
await page.request.post(base + `/api/bills/${bill.id}/occurrences/2027-01-11/paid`);
for (const theme of ['light', 'dark']) {
  await page.request.patch(base + '/api/me', { data: { theme } }).catch(() => {});
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(base + '/budget?month=2027-01&tab=money-out');
    await page.emulateMedia({ colorScheme: theme });
    await page.getByRole('heading', { name: 'Bills' }).waitFor();
    await page.waitForTimeout(600);
    await page.getByRole('heading', { name: 'Bills' }).evaluate((el) => el.scrollIntoView({ block: 'start' })); await page.screenshot({ path: `/tmp/shots/bills-${theme}-${width}.png` });
  }
}
await browser.close();
