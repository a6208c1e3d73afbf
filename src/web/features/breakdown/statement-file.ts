// Reading an uploaded statement file in the browser. Text exports (CSV, TSV, OFX/QFX, QIF, CAMT.053
// XML, plain text) are read as they are: the engine reads each format. Bank exports are often not
// UTF-8 (Windows-1252 from many European banks), so undecodable bytes fall back to that.

export const FILE_MESSAGES = {
  empty: 'The CSV file appears to be empty. Please check the file and try again.',
  unreadable: 'Failed to read the CSV file. Please try again.',
  failed: 'Failed to process the file. Please try again or enter transactions manually.',
  unsupported:
    'This file type cannot be read here. Please upload a CSV, OFX, QFX, QIF, CAMT.053 (XML) or text file, or paste the transactions.',
} as const;

/** What the file picker offers: the text formats the engine reads. */
export const TEXT_FILE_ACCEPT = '.csv,.tsv,.txt,.ofx,.qfx,.qif,.xml,.sta,text/csv,text/plain';

const TEXT_EXTENSIONS = /\.(csv|tsv|txt|ofx|qfx|qif|xml|sta)$/i;
const TEXT_TYPES = /^(text\/|application\/(xml|x-ofx|vnd\.ms-excel|csv|x-qif))/;

export class StatementFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFileError';
  }
}

export function isTextStatement(file: Pick<File, 'name' | 'type'>): boolean {
  return TEXT_EXTENSIONS.test(file.name) || TEXT_TYPES.test(file.type);
}

/** Decodes bytes as UTF-8 (dropping a byte order mark), else as Windows-1252. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The text of an uploaded statement, or a StatementFileError in the spec's words. */
export async function readStatementFile(file: File): Promise<string> {
  if (!isTextStatement(file)) throw new StatementFileError(FILE_MESSAGES.unsupported);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new StatementFileError(FILE_MESSAGES.unreadable);
  }
  const text = decodeStatement(bytes).replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new StatementFileError(FILE_MESSAGES.empty);
  return text;
}
