import { describe, expect, it } from 'vitest';
import { CHECKOUT_CANCEL_PATHS, chooseReturnUrl } from './return-urls.ts';

const choose = (requested: string | undefined, publicUrl = 'https://pennyflow.app') =>
  chooseReturnUrl({
    publicUrl,
    requested,
    allowedPaths: CHECKOUT_CANCEL_PATHS,
    fallbackPath: '/settings',
  });

describe('chooseReturnUrl', () => {
  it('keeps one of our own pages', () => {
    expect(choose('https://pennyflow.app/ai-chat')).toBe('https://pennyflow.app/ai-chat');
    expect(choose('/ai-chat')).toBe('https://pennyflow.app/ai-chat');
  });

  it('drops a query and fragment from our page', () => {
    expect(choose('https://pennyflow.app/settings?tab=access#x')).toBe(
      'https://pennyflow.app/settings',
    );
  });

  it.each([
    ['another site', 'https://evil.example/ai-chat'],
    ['a look-alike host', 'https://pennyflow.app.evil.example/ai-chat'],
    ['another port', 'https://pennyflow.app:8443/ai-chat'],
    ['a protocol-relative URL', '//evil.example/ai-chat'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a page that is not a return page', 'https://pennyflow.app/admin'],
    ['nothing', undefined],
  ])('falls back to /settings for %s', (_label, requested) => {
    expect(choose(requested)).toBe('https://pennyflow.app/settings');
  });

  it('builds on a PUBLIC_URL with a port', () => {
    expect(choose('http://localhost:3000/ai-chat', 'http://localhost:3000')).toBe(
      'http://localhost:3000/ai-chat',
    );
  });
});
