import { describe, expect, it } from 'vitest';
import { newDeviceMail } from './mailer.ts';

describe('newDeviceMail', () => {
  it('says when, which device and address, and how to secure the account', () => {
    const mail = newDeviceMail({
      to: 'sam@example.com',
      when: 'June 15, 2026 at 12:00 PM UTC',
      device: 'Chrome on Windows',
      ipAddress: '203.0.113.7',
      securityUrl: 'https://pennyflow.example/settings?tab=security',
      passwordResetUrl: 'https://pennyflow.example/forgot-password',
    });
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toBe('New sign-in to your Pennyflow account');
    expect(mail.text).toContain('When: June 15, 2026 at 12:00 PM UTC');
    expect(mail.text).toContain('Device: Chrome on Windows');
    expect(mail.text).toContain('Address: 203.0.113.7');
    expect(mail.text).toContain('https://pennyflow.example/forgot-password');
    expect(mail.text).toMatch(/two-factor/);
    expect(mail.text).toContain('https://pennyflow.example/settings?tab=security');
  });

  it('says the address is unknown when there is none', () => {
    const mail = newDeviceMail({
      to: 'sam@example.com',
      when: 'now',
      device: 'An unknown device',
      ipAddress: null,
      securityUrl: 'x',
      passwordResetUrl: 'y',
    });
    expect(mail.text).toContain('Address: unknown');
  });
});
