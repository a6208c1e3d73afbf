// Run before the e2e server starts, on its fresh data directory (the embedded database allows one
// process at a time): creates the Pro account the Spend Breakdown journeys sign in with, the admin
// of the admin dashboard journeys and the demo account of the reports journey, as the `seed-demo`, `pro grant` and `admin grant` CLI commands do,
// and stores the license keys the unlock journeys use.
import { eq } from 'drizzle-orm';
import { formatDateTextUtc } from '#shared/period';
import { createAuth } from '#server/auth/auth';
import { resolveAuthSecret } from '#server/auth/secret';
import { withDatabase } from '#server/cli/database';
import { loadEnv } from '#server/env';
import { grantPro } from '#server/modules/subscription/service';
import { grantAdmin } from '#server/modules/admin/service';
import { seedDemo } from '#server/modules/demo/seed';
import { hashLicenseKey, storeLicenseKeys } from '#server/modules/licenses/service';
import { licenseKeys } from '#server/db/schema';
import { ADMIN_USER, DEMO_USER, LICENSE_KEYS, PRO_USER } from './accounts.ts';

const env = loadEnv();
await withDatabase(env, async (db) => {
  const secret = resolveAuthSecret({ configured: env.BETTER_AUTH_SECRET, dataDir: env.DATA_DIR });
  const auth = createAuth({ db, env, secret });
  await seedDemo({
    db,
    auth,
    email: PRO_USER.email,
    password: PRO_USER.password,
    transactions: 1,
    months: 1,
    today: formatDateTextUtc(new Date()),
  });
  if (!(await grantPro({ db, email: PRO_USER.email }))) throw new Error('Pro grant failed');
  await seedDemo({
    db,
    auth,
    email: ADMIN_USER.email,
    password: ADMIN_USER.password,
    transactions: 1,
    months: 1,
    today: formatDateTextUtc(new Date()),
  });
  if (!(await grantAdmin({ db, email: ADMIN_USER.email }))) throw new Error('Admin grant failed');
  await seedDemo({
    db,
    auth,
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    transactions: 600,
    months: 12,
    today: formatDateTextUtc(new Date()),
  });
  await storeLicenseKeys({ db, keys: Object.values(LICENSE_KEYS) });
  await db
    .update(licenseKeys)
    .set({ redeemedAt: new Date() })
    .where(eq(licenseKeys.keyHash, hashLicenseKey(LICENSE_KEYS.used)));
});
