import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  AUTH_MESSAGES,
  credentialsInput,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  signupInput,
} from './auth.ts';

function firstError(schema: typeof credentialsInput | typeof signupInput, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('credentialsInput (sign-in)', () => {
  it('accepts an email and any non-empty password, trimming the email', () => {
    expect(credentialsInput.parse({ email: ' me@example.com ', password: 'x' })).toEqual({
      email: 'me@example.com',
      password: 'x',
    });
  });

  it('requires both fields', () => {
    expect(firstError(credentialsInput, { email: '', password: 'secret123' })).toBe(
      'Email is required',
    );
    expect(firstError(credentialsInput, { email: '   ', password: 'secret123' })).toBe(
      'Email is required',
    );
    expect(firstError(credentialsInput, { email: 'me@example.com', password: '' })).toBe(
      'Password is required',
    );
  });

  it('refuses something that is not an email', () => {
    expect(firstError(credentialsInput, { email: 'me-at-example', password: 'x' })).toBe(
      'Enter a valid email address',
    );
  });
});

describe('signupInput', () => {
  it('needs a password of at least 8 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(firstError(signupInput, { email: 'me@example.com', password: '1234567' })).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(AUTH_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(signupInput.parse({ email: 'me@example.com', password: '12345678' }).password).toBe(
      '12345678',
    );
  });

  it('says the password is required when it is empty', () => {
    expect(firstError(signupInput, { email: 'me@example.com', password: '' })).toBe(
      'Password is required',
    );
  });

  it(`caps the password at ${PASSWORD_MAX} characters`, () => {
    expect(signupInput.parse({ email: 'a@b.co', password: 'p'.repeat(PASSWORD_MAX) })).toBeTruthy();
    expect(
      firstError(signupInput, { email: 'a@b.co', password: 'p'.repeat(PASSWORD_MAX + 1) }),
    ).toBe(`Password must be at most ${PASSWORD_MAX} characters`);
  });
});

describe('AUTH_MESSAGES', () => {
  it("carries the spec's texts", () => {
    expect(AUTH_MESSAGES.fillAllFields).toBe('Please fill in all fields');
    expect(AUTH_MESSAGES.accountExists).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(AUTH_MESSAGES.sessionMissing).toBe('Session missing after login');
    expect(AUTH_MESSAGES.signOutFailed).toBe('Failed to sign out. Please try again.');
  });
});

describe('passwordProblem', () => {
  it.each([
    ['seven characters', 'abcdefg', 'me@example.com', AUTH_MESSAGES.passwordTooShort],
    ['eight spaces', '        ', 'me@example.com', AUTH_MESSAGES.passwordBlank],
    ['the email', 'me@example.com', 'me@example.com', AUTH_MESSAGES.passwordIsEmail],
    ['the email in capitals', ' ME@Example.com', 'me@example.com', AUTH_MESSAGES.passwordIsEmail],
    ['129 characters', 'x'.repeat(129), 'me@example.com', AUTH_MESSAGES.passwordTooLong],
  ])('refuses %s', (_label, password, email, message) => {
    expect(passwordProblem({ password, email })).toBe(message);
  });

  it('accepts a long, personal password', () => {
    expect(passwordProblem({ password: 'correct-horse-42', email: 'me@example.com' })).toBeNull();
  });
});

describe('isEmailAddress', () => {
  it('accepts an address (spaces around it ignored) and refuses what the sign-up would', () => {
    expect(isEmailAddress(' someone@example.com ')).toBe(true);
    for (const text of ['notanemail', 'a@', '@example.com', 'a b@example.com', '']) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });
});

describe('passwordProblem: a typed pattern is not a password (issue 32, F5)', () => {
  it.each([
    'aaaaaaaa',
    '11111111',
    'abcdefgh',
    'ABCDEFGHIJ',
    'hgfedcba',
    '12345678',
    '98765432',
    'qwertyui',
    'asdfghjkl',
    'lkjhgfds',
    'qwertzui',
  ])('refuses %s', (password) => {
    expect(passwordProblem({ password })).toBe(AUTH_MESSAGES.passwordPattern);
  });

  it.each(['abcdefgx', 'correct-horse-42', 'qwertyuu', 'aaaaaaab', 'acegikmo'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem({ password })).toBeNull();
    },
  );
});
