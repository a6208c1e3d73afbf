// `seed-demo [--email E] [--password P] [--transactions N] [--months M]`: a demo account with a
// realistic budget history (also what the benchmarks load).
import { formatDateTextUtc } from '#shared/period';
import { UsageError, type Command } from '../cli-args.ts';

const DEFAULT_EMAIL = 'demo@pennyflow.app';
const DEFAULT_PASSWORD = 'pennyflow-demo';

/** A whole number from an option, within bounds, or a usage error naming the option. */
export function parseCount(value: string | undefined, name: string, fallback: number, max: number) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number.`);
  const count = Number(value);
  if (count < 1 || count > max) throw new UsageError(`--${name} must be between 1 and ${max}.`);
  return count;
}

export const seedDemo: Command = {
  name: 'seed-demo',
  summary: 'Create a demo account with a realistic budget history',
  options: {
    email: {
      type: 'string',
      valueName: 'E',
      description: `the account's email (${DEFAULT_EMAIL})`,
    },
    password: {
      type: 'string',
      valueName: 'P',
      description: `its password, 8 characters or more (${DEFAULT_PASSWORD})`,
    },
    transactions: {
      type: 'string',
      valueName: 'N',
      description: 'how many transactions (default 600; up to 1,000,000)',
    },
    months: {
      type: 'string',
      valueName: 'M',
      description: 'over how many months up to this one (default 12; up to 120)',
    },
  },
  async run({ options }, output) {
    const email = String(options.email ?? DEFAULT_EMAIL)
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new UsageError(`"${email}" is not an email address.`);
    const password = String(options.password ?? DEFAULT_PASSWORD);
    if (password.length < 8) throw new UsageError('--password needs at least 8 characters.');
    const count = parseCount(
      options.transactions as string | undefined,
      'transactions',
      600,
      1_000_000,
    );
    const months = parseCount(options.months as string | undefined, 'months', 12, 120);

    const { loadEnv } = await import('#server/env');
    const { withDatabase } = await import('#server/cli/database');
    const { createAuth } = await import('#server/auth/auth');
    const { resolveAuthSecret } = await import('#server/auth/secret');
    const { seedDemo: seed, DemoAccountExistsError } = await import('#server/modules/demo/seed');
    const env = loadEnv();
    const started = performance.now();
    try {
      const result = await withDatabase(env, (db) => {
        const secret = resolveAuthSecret({
          configured: env.BETTER_AUTH_SECRET,
          dataDir: env.DATA_DIR,
        });
        const auth = createAuth({ db, env, secret });
        const today = formatDateTextUtc(new Date());
        return seed({ db, auth, email, password, transactions: count, months, today });
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      output.out(
        `Created ${email} (password: ${password}) with ${result.transactions.toLocaleString('en-US')} transactions in ${result.categories.toLocaleString('en-US')} monthly categories over ${months} months, in ${seconds} s.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof DemoAccountExistsError) {
        output.err(error.message);
        return 1;
      }
      throw error;
    }
  },
};
