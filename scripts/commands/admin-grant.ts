// `admin grant <email>`: gives an existing account admin rights (the analytics pages).
import { UsageError, type Command } from '../cli-args.ts';

export const adminGrant: Command = {
  name: 'admin grant',
  summary: 'Make an existing account an admin',
  args: ['email'],
  async run({ args }, output) {
    const email = args.email!.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new UsageError(`"${email}" is not an email address.`);
    const { loadEnv } = await import('#server/env');
    const { withDatabase } = await import('#server/cli/database');
    const { grantAdmin } = await import('#server/modules/admin/service');
    const isGranted = await withDatabase(loadEnv(), (db) => grantAdmin({ db, email }));
    if (!isGranted) {
      output.err(`No account with the email ${email}. The person must sign up first.`);
      return 1;
    }
    output.out(`${email} is now an admin.`);
    return 0;
  },
};
