// `admin grant <email>`: gives an existing account admin rights (the analytics pages).
import { grantCommand } from './grant-command.ts';

export const adminGrant = grantCommand({
  name: 'admin grant',
  summary: 'Make an existing account an admin',
  flag: 'isAdmin',
  done: (email) => `${email} is now an admin.`,
});
