import { describe, expect, it } from 'vitest';
import { describeSecurityEvent, SECURITY_EVENT_TYPES } from './contract/security.ts';
import { describeDevice, parseUserAgent } from './user-agent.ts';

const AGENTS: Array<[string, string, string]> = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    'Edge',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    'Chrome',
    'Android',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox',
    'Linux',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    'Opera',
    'Windows',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPadOS',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'Linux',
  ],
];

describe('parseUserAgent', () => {
  it.each(AGENTS)('reads %s', (agent, browser, system) => {
    expect(parseUserAgent(agent)).toEqual({ browser, system });
  });

  it('says unknown for what it cannot read', () => {
    expect(parseUserAgent(null)).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    expect(parseUserAgent('curl/8.5.0')).toEqual({
      browser: 'Unknown browser',
      system: 'Unknown system',
    });
  });
});

describe('describeDevice', () => {
  it('names the browser on the system, or the half it knows', () => {
    expect(describeDevice({ browser: 'Chrome', system: 'Windows' })).toBe('Chrome on Windows');
    expect(describeDevice({ browser: 'Firefox', system: 'Unknown system' })).toBe('Firefox');
    expect(describeDevice({ browser: 'Unknown browser', system: 'Linux' })).toBe(
      'A browser on Linux',
    );
    expect(describeDevice(parseUserAgent(''))).toBe('An unknown device');
  });
});

describe('describeSecurityEvent', () => {
  it('has words for every event type', () => {
    for (const type of SECURITY_EVENT_TYPES) {
      expect(describeSecurityEvent(type)).toMatch(/^[A-Z]/);
    }
    expect(describeSecurityEvent('sign_in_failed')).toBe('Failed sign-in: wrong password');
  });

  it('shows a type it does not know in plain words', () => {
    expect(describeSecurityEvent('some_future_event')).toBe('some future event');
  });
});
