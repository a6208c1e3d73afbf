// `pro grant <email>`: gives an existing account lifetime Pro without a payment (comp access for the
// operator's friends and family; how the browser tests get a Pro user).
import { grantCommand } from './grant-command.ts';

export const proGrant = grantCommand({
  name: 'pro grant',
  summary: 'Give an existing account lifetime Pro access',
  flag: 'isPasskeyPro',
  done: (email) => `${email} now has Pro access.`,
});
