// New passwords: the shared rules (length, not only spaces, not the email) plus not one of the ~49,000
// commonest passwords (zxcvbn-ts's list, loaded on first use and kept on the server).
import { AUTH_MESSAGES, passwordProblem } from '#shared/contract/auth';

let common: Promise<Set<string>> | null = null;

function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return common;
}

/** What is wrong with this new password, or null. */
export async function newPasswordProblem(options: {
  password: string;
  email?: string | undefined;
}): Promise<string | null> {
  const problem = passwordProblem(options);
  if (problem) return problem;
  const list = await commonPasswords();
  return list.has(options.password.trim().toLowerCase()) ? AUTH_MESSAGES.passwordCommon : null;
}
