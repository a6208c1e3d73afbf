// Accounts that exist before the browser journeys start (created by prepare-data.ts).
export const PRO_USER = {
  email: 'pro-e2e@example.com',
  password: 'pro-e2e-password',
} as const;
