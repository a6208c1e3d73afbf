// Account mail as a server without SMTP_URL sends it: one '[mail] ...' line in the log per mail,
// ending with its link (auth/mailer.ts, logMailer). Tests that read those mails call this once at
// the top of the file; console.log is then captured (and kept quiet) in every test.
import { beforeEach, vi, type MockInstance } from 'vitest';

export interface MailFilter {
  /** Only mails to this address. */
  to?: string;
  /** Only mails whose subject includes this. */
  subject?: string;
}

export function captureMailLog() {
  let log: MockInstance<typeof console.log> | undefined;
  beforeEach(() => {
    log = vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  /** The mail lines logged so far in this test, oldest first. */
  function lines(filter: MailFilter = {}): string[] {
    return (log?.mock.calls ?? [])
      .map((call) => String(call[0]))
      .filter((line) => line.startsWith('[mail]'))
      .filter((line) => (filter.to ? line.includes(filter.to) : true))
      .filter((line) => (filter.subject ? line.includes(filter.subject) : true));
  }

  /** The link of each such mail, oldest first. */
  function links(filter: MailFilter = {}): string[] {
    return lines(filter).map((line) => /(https?:\/\/\S+)$/.exec(line)![1]!);
  }

  return { lines, links };
}
