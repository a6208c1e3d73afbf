import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, readStatementFile, statementFileKind } from './statement-file.ts';

const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

describe('reading an uploaded statement', () => {
  it('reads a UTF-8 export with its byte order mark and Windows line ends', async () => {
    const text = await readStatementFile(
      file(['\uFEFFDate,Description,Amount\r\n2024-03-02,Café Nero,-4.50\r\n'], 'export.csv'),
    );
    expect(text).toBe('Date,Description,Amount\n2024-03-02,Café Nero,-4.50\n');
  });

  it('reads a Windows-1252 export (a German bank’s Umlauts)', async () => {
    // 'Müller' in Windows-1252: ü is 0xFC, not valid UTF-8.
    const bytes = new Uint8Array([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x31, 0x30]);
    expect(await readStatementFile(file([bytes], 'umsaetze.csv'))).toBe('Müller;10');
  });

  it('reads a Windows-1251 export (a Russian bank’s Cyrillic) and keeps Western text 1252', async () => {
    // 'ОСТАТОК 318.30' in Windows-1251.
    const russian = new Uint8Array([
      0xce, 0xd1, 0xd2, 0xc0, 0xd2, 0xce, 0xca, 0x20, 0xcd, 0xc0, 0x20, 0xcd, 0xc0, 0xd7, 0xc0,
      0xcb, 0xce, 0x20, 0x33, 0x31, 0x38, 0x2e, 0x33, 0x30,
    ]);
    expect(await readStatementFile(file([russian], 'report.txt'))).toBe('ОСТАТОК НА НАЧАЛО 318.30');
    // 'Gebühr für März;1,00' in Windows-1252: accents one at a time inside Latin words.
    const line = 'Geb\u00fchr f\u00fcr M\u00e4rz;1,00';
    const western = new Uint8Array([...Array(5).fill(line).join(';')].map((c) => c.charCodeAt(0)));
    expect(await readStatementFile(file([western], 'umsaetze.csv'))).toBe(
      Array(5).fill(line).join(';'),
    );
  });

  it('reads a UTF-16 export and refuses a spreadsheet named .csv', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'A;1'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(await readStatementFile(file([utf16], 'export.csv'))).toBe('A;1');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(
      readStatementFile(file([xls], 'export.csv', 'application/vnd.ms-excel')),
    ).rejects.toThrow(FILE_MESSAGES.unsupported);
  });

  it('says an empty file is empty', async () => {
    await expect(readStatementFile(file([' \n\n'], 'empty.csv'))).rejects.toThrow(
      FILE_MESSAGES.empty,
    );
  });

  it('knows text exports, PDFs and pictures by name or type, and refuses others', async () => {
    for (const name of ['a.csv', 'b.TSV', 'c.ofx', 'd.qfx', 'e.qif', 'f.xml', 'g.txt'])
      expect(statementFileKind({ name, type: '' }), name).toBe('text');
    expect(statementFileKind({ name: 'export', type: 'text/csv' })).toBe('text');
    expect(statementFileKind({ name: 'statement.PDF', type: '' })).toBe('pdf');
    expect(statementFileKind({ name: 'x', type: 'application/pdf' })).toBe('pdf');
    for (const name of ['photo.jpg', 'scan.PNG', 'shot.webp', 'IMG_1.heic'])
      expect(statementFileKind({ name, type: '' }), name).toBe('image');
    expect(statementFileKind({ name: 'x', type: 'image/jpeg' })).toBe('image');
    expect(
      statementFileKind({ name: 'budget.xlsx', type: 'application/vnd.openxmlformats' }),
    ).toBeNull();
    await expect(
      readStatementFile(file(['PK'], 'budget.xlsx', 'application/vnd.openxmlformats')),
    ).rejects.toThrow(FILE_MESSAGES.unsupported);
  });
});
