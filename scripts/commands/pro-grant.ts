// `pro grant <email>`: gives an existing account lifetime Pro without a payment (comp access for the
// operator's friends and family; how the browser tests get a Pro user).
import { UsageError, type Command } from '../cli-args.ts';

export const proGrant: Command = {
  name: 'pro grant',
  summary: 'Give an existing account lifetime Pro access',
  args: ['email'],
  async run({ args }, output) {
    const email = args.email!.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new UsageError(`"${email}" is not an email address.`);
    const { loadEnv } = await import('#server/env');
    const { withDatabase } = await import('#server/cli/database');
    const { grantPro } = await import('#server/modules/access/service');
    const isGranted = await withDatabase(loadEnv(), (db) => grantPro({ db, email }));
    if (!isGranted) {
      output.err(`No account with the email ${email}. The person must sign up first.`);
      return 1;
    }
    output.out(`${email} now has Pro access.`);
    return 0;
  },
};
