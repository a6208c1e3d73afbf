// A restart keeps everything: accounts, sessions (the auth secret is kept in DATA_DIR) and profiles.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Me } from '#shared/contract/profile';
import {
  expectJson,
  signIn,
  signUp,
  startTestSystem,
  type TestSystem,
} from '../../tests/setup/api-harness.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pennyflow-restart-'));
const running: TestSystem[] = [];

afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function boot(): Promise<TestSystem> {
  // 'disk': PGlite keeps its files in DATA_DIR and migrates them at start, exactly like `npm start`.
  const system = await startTestSystem({ dataDir, storage: 'disk' });
  running.push(system);
  return system;
}

describe('restart', () => {
  it('keeps accounts, sessions and profiles', async () => {
    const first = await boot();
    const user = await signUp(first);
    await expectJson(await user.send('PATCH', '/api/me', { theme: 'light', currency: 'NZD' }), 200);
    await expectJson(await user.send('POST', '/api/onboarding/skip'), 200);
    await first.close();
    running.splice(running.indexOf(first), 1);

    const second = await boot();
    const again = await signIn(second, { email: user.email, password: user.password });
    expect(again.id).toBe(user.id);
    const me = await expectJson<Me>(await again.get('/api/me'), 200);
    expect(me.profile).toMatchObject({
      email: user.email,
      theme: 'light',
      currency: 'NZD',
      onboardingCompleted: true,
    });
    // The cookie from before the restart still works: same secret, session kept in the database.
    const old = await expectJson<Me>(await second.request('/api/me', { cookie: user.cookie }), 200);
    expect(old.profile.id).toBe(user.id);
  });
});
