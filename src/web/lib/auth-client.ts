// Better Auth's browser client: it talks to /api/auth/* on our own origin with the session cookie.
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ basePath: '/api/auth' });
