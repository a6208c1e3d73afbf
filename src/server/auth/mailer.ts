// Mail for account links (password reset) and help requests. With SMTP_URL it is sent through
// nodemailer; without it the message is written to the server log in one clear line, so a self-hoster
// can still reset a password, or read what someone wrote to support, by reading the log.
import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about, printed on its own when there is no SMTP. */
  link?: string;
  /** Where a reply goes (a help request's author), when not the sender. */
  replyTo?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * 'log' (account mail): a failed send is only logged, as the person is told to check their mail
 * either way. 'throw': the caller learns of it and can say so (a help request).
 */
export type WhenSendFails = 'log' | 'throw';

/** A mailer that only writes each mail to the server log in one line, saying why it was not sent. */
export function logMailer(whyNotSent: string): SendMail {
  return async (mail) => {
    // A mail without a link is worth its whole text; JSON keeps what a person typed on one line.
    const content =
      mail.link ??
      `${mail.replyTo ? `reply to ${mail.replyTo}: ` : ''}${JSON.stringify(mail.text)}`;
    console.log(`[mail] ${whyNotSent}, so not sent: "${mail.subject}" for ${mail.to}: ${content}`);
  };
}

export function createMailer(env: Env, whenSendFails: WhenSendFails = 'log'): SendMail {
  if (!env.SMTP_URL) return logMailer('No SMTP_URL set');
  const transport = nodemailer.createTransport(env.SMTP_URL);
  return async (mail) => {
    try {
      await transport.sendMail({
        from: env.MAIL_FROM ?? `Pennyflow <${env.SUPPORT_EMAIL}>`,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
    } catch (error) {
      // The operator learns it failed here either way.
      console.error(`Sending "${mail.subject}" to ${mail.to} failed`, error);
      if (whenSendFails === 'throw') throw error;
    }
  };
}

export function passwordResetMail(options: { to: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Reset your Pennyflow password',
    link: options.link,
    text: [
      'Someone asked to reset the password of your Pennyflow account.',
      '',
      `Choose a new password here (the link works once, for one hour): ${options.link}`,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function existingAccountMail(options: {
  to: string;
  signInLink: string;
  resetLink: string;
}): Mail {
  return {
    to: options.to,
    subject: 'You already have a Pennyflow account',
    link: options.signInLink,
    text: [
      'Someone, perhaps you, just tried to create a Pennyflow account with this email address.',
      'It already has an account, so nothing was changed.',
      '',
      `To sign in: ${options.signInLink}`,
      `Forgot your password? Choose a new one here: ${options.resetLink}`,
      '',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  };
}

export function lockedSignInMail(options: { to: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Your link to sign in to Pennyflow',
    link: options.link,
    text: [
      'Your Pennyflow account had too many wrong passwords, so signing in with a password is paused',
      'for 15 minutes. Your right password was just entered, so here is a link that signs you in',
      '(it works once, for 15 minutes):',
      '',
      options.link,
      '',
      'If that was not you, someone knows your password: sign in with this link and change it',
      '(Settings, Security also lists every signed-in device).',
    ].join('\n'),
  };
}

export function verificationMail(options: { to: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Confirm your email for Pennyflow',
    link: options.link,
    text: [
      'Welcome to Pennyflow. Please confirm this is your email address:',
      '',
      options.link,
      '',
      'If you did not create a Pennyflow account, ignore this message.',
    ].join('\n'),
  };
}

/** To the account's owner after a sign-in from a device the account had not used before. */
export function newDeviceMail(options: {
  to: string;
  /** When it happened, as a person reads it (UTC). */
  when: string;
  /** 'Chrome on Windows'. */
  device: string;
  ipAddress: string | null;
  /** The security tab of the settings page, where sessions are listed and ended. */
  securityUrl: string;
  /** The page that mails a link to choose a new password. */
  passwordResetUrl: string;
}): Mail {
  return {
    to: options.to,
    subject: 'New sign-in to your Pennyflow account',
    link: options.securityUrl,
    text: [
      'Your Pennyflow account was just signed in to from a device it had not used before.',
      '',
      `When: ${options.when}`,
      `Device: ${options.device}`,
      `Address: ${options.ipAddress ?? 'unknown'}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not you, secure your account now:',
      `1. Change your password: ask for a reset link at ${options.passwordResetUrl}`,
      '2. Turn on two-factor sign-in, so a password alone is not enough.',
      `3. Review your signed-in devices and sign out the ones you do not know: ${options.securityUrl}`,
    ].join('\n'),
  };
}
