// The operator's grant commands (`admin grant`, `pro grant`): an email, the grant, and what it says.
import { UsageError, type Command } from '../cli-args.ts';
import type { GrantedFlag } from '#server/modules/profile/grant';

export function grantCommand(options: {
  name: string;
  summary: string;
  flag: GrantedFlag;
  /** The line printed once it is done. */
  done: (email: string) => string;
}): Command {
  return {
    name: options.name,
    summary: options.summary,
    args: ['email'],
    async run({ args }, output) {
      const email = args.email!.trim();
      if (!/^[^\s@]+@[^\s@]+$/.test(email))
        throw new UsageError(`"${email}" is not an email address.`);
      const { loadEnv } = await import('#server/env');
      const { withDatabase } = await import('#server/cli/database');
      const { grantProfileFlag } = await import('#server/modules/profile/grant');
      const isGranted = await withDatabase(loadEnv(), (db) =>
        grantProfileFlag({ db, email, flag: options.flag }),
      );
      if (!isGranted) {
        output.err(`No account with the email ${email}. The person must sign up first.`);
        return 1;
      }
      output.out(options.done(email));
      return 0;
    },
  };
}
