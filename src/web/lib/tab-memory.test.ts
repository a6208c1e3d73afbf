import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/memory-storage.ts';
import {
  claimTabMemory,
  forgetAllTabMemory,
  forgetTabMemory,
  readTabMemory,
  writeTabMemory,
} from './tab-memory.ts';

describe("a tab's memory", () => {
  it('reads back what was written, and nothing once forgotten', () => {
    const store = memoryStorage();
    expect(writeTabMemory('report', { a: [1, 2] }, store)).toBe(true);
    expect(readTabMemory('report', store)).toEqual({ a: [1, 2] });
    forgetTabMemory('report', store);
    expect(readTabMemory('report', store)).toBeNull();
  });

  it('fails quietly when storage is full, blocked or holds something unreadable', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeTabMemory('report', { big: true }, full)).toBe(false);
    expect(writeTabMemory('report', 1, null)).toBe(false);
    expect(readTabMemory('report', null)).toBeNull();
    const broken = memoryStorage();
    broken.setItem('pennyflow.tab.report', '{not json');
    expect(readTabMemory('report', broken)).toBeNull();
    expect(() => forgetAllTabMemory(null)).not.toThrow();
  });

  it("forgets every page's memory on sign-out, and nothing that is not the pages'", () => {
    const store = memoryStorage();
    writeTabMemory('onboarding', { step: 2 }, store);
    writeTabMemory('public-report', { report: {} }, store);
    store.setItem('pennyflow.session-id', 'tab-id');
    forgetAllTabMemory(store);
    expect(store.length).toBe(1);
    expect(store.getItem('pennyflow.session-id')).toBe('tab-id');
  });

  it("forgets what another user's session left when a different user signs in", () => {
    const store = memoryStorage();
    claimTabMemory('user-a', store);
    writeTabMemory('onboarding-draft', { step: 2 }, store);
    // A's session ends without this tab signing out; B signs in here.
    claimTabMemory('user-b', store);
    expect(readTabMemory('onboarding-draft', store)).toBeNull();
    writeTabMemory('onboarding-draft', { step: 1 }, store);
    // B again (a page load): B's own memory stays.
    claimTabMemory('user-b', store);
    expect(readTabMemory('onboarding-draft', store)).toEqual({ step: 1 });
  });

  it('keeps what was kept while nobody was signed in for the one who signs in', () => {
    const store = memoryStorage();
    writeTabMemory('public-report', { owner: null }, store);
    claimTabMemory('new-user', store);
    expect(readTabMemory('public-report', store)).toEqual({ owner: null });
  });
});
