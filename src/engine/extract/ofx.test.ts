import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';
import { parseOfxDate } from './ofx.ts';

const SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252

<OFX>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>CAD
<BANKACCTFROM><BANKID>160000100<ACCTID>12300 000012345678<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20090401<DTEND>20090523122017
<STMTTRN><TRNTYPE>POS<DTPOSTED>20090401122017.000[-5:EST]<TRNAMT>-6.60<FITID>1<NAME>MCDONALD'S #112<MEMO>POS MERCHANDISE</STMTTRN>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20090402
<TRNAMT>1,250.00
<FITID>2
<NAME>PAYROLL ACME &amp; CO
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>382.34<DTASOF>20090523122017</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>
    <CURDEF>AUD</CURDEF>
    <BANKTRANLIST>
      <STMTTRN>
        <TRNTYPE>DEBIT</TRNTYPE>
        <DTPOSTED>20131215</DTPOSTED>
        <TRNAMT>-16.85</TRNAMT>
        <FITID>1</FITID>
        <NAME><![CDATA[EFTPOS WDL HANDYWAY ALDI STORE  ]]></NAME>
        <MEMO><![CDATA[EFTPOS WDL HANDYWAY ALDI STORE   GEELONG WEST VICAU]]></MEMO>
      </STMTTRN>
      <STMTTRN>
        <TRNTYPE>DEBIT</TRNTYPE>
        <DTPOSTED>20131216120000</DTPOSTED>
        <TRNAMT>-30.00</TRNAMT>
        <FITID>2</FITID>
        <PAYEE><NAME>WOOLWORTHS</NAME><ADDR1>1 MAIN ST</ADDR1></PAYEE>
        <CURRENCY><CURRATE>0.66</CURRATE><CURSYM>USD</CURSYM></CURRENCY>
      </STMTTRN>
    </BANKTRANLIST>
  </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1>
</OFX>`;

describe('OFX', () => {
  it('reads SGML v1 with unclosed leaf tags, entities and thousands separators', () => {
    const result = extractTransactions(SGML);
    expect(result.format).toBe('ofx');
    expect(result.currency).toBe('CAD');
    expect(result.transactions).toEqual([
      {
        date: '2009-04-01',
        amountCents: -660,
        description: "MCDONALD'S #112; POS MERCHANDISE",
        line: 13,
        currency: 'CAD',
      },
      {
        date: '2009-04-02',
        amountCents: 125000,
        description: 'PAYROLL ACME & CO',
        line: 14,
        currency: 'CAD',
      },
    ]);
    expect(countTransactionLines(SGML)).toBe(2);
  });

  it('reads XML v2 with CDATA, a PAYEE aggregate and a per-transaction currency', () => {
    const result = extractTransactions(XML);
    expect(
      result.transactions.map((t) => [t.date, t.amountCents, t.description, t.currency]),
    ).toEqual([
      ['2013-12-15', -1685, 'EFTPOS WDL HANDYWAY ALDI STORE GEELONG WEST VICAU', 'AUD'],
      ['2013-12-16', -3000, 'WOOLWORTHS', 'USD'],
    ]);
    expect(result.currency).toBeUndefined();
  });

  it('lists transactions without a usable date or amount as unparsed', () => {
    const input = `<OFX><BANKTRANLIST>
<STMTTRN><TRNTYPE>OTHER<TRNAMT>-80.00<NAME>No date</STMTTRN>
<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20120231<TRNAMT>200.00<NAME>Feb 31</STMTTRN>
<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20120228<TRNAMT>null<NAME>No amount</STMTTRN>
<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20120228<TRNAMT>5.00<NAME>Fine</STMTTRN>
</BANKTRANLIST></OFX>`;
    const result = extractTransactions(input);
    expect(result.transactions.map((t) => t.description)).toEqual(['Fine']);
    expect(result.unparsedLines).toHaveLength(3);
    expect(result.unparsedLines[0]).toContain('No date');
    expect(countTransactionLines(input)).toBe(4);
  });

  it('turns around a card file that writes its debits positive', () => {
    const input = `<OFX><CCSTMTRS><CURDEF>USD<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240301<TRNAMT>4.50<NAME>STARBUCKS</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240302<TRNAMT>40.00<NAME>SHELL</STMTTRN>
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240303<TRNAMT>-100.00<NAME>PAYMENT THANK YOU</STMTTRN>
</BANKTRANLIST></CCSTMTRS></OFX>`;
    expect(extractTransactions(input).transactions.map((t) => t.amountCents)).toEqual([
      -450, -4000, 10000,
    ]);
  });

  it('reads transfers between own accounts (INTRARS) and leaves investment trades out', () => {
    const input = `<OFX><INTRATRNRS><INTRARS><CURDEF>USD<XFERINFO><TRNAMT>-1500.00<BANKACCTFROM><ACCTID>1</BANKACCTFROM></XFERINFO><DTPOSTED>20150612</INTRARS></INTRATRNRS>
<INVSTMTRS><INVTRANLIST><BUYSTOCK><INVBUY><INVTRAN><FITID>9<DTTRADE>20120720<MEMO>YOU BOUGHT</INVTRAN><TOTAL>-2571.45</INVBUY></BUYSTOCK>
<INVBANKTRAN><STMTTRN><TRNTYPE>DEP<DTPOSTED>20120731<TRNAMT>+00000000000000.2400<NAME>INTEREST EARNED</STMTTRN></INVBANKTRAN></INVTRANLIST></INVSTMTRS></OFX>`;
    const result = extractTransactions(input);
    expect(result.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2015-06-12', -150000, 'Transfer'],
      ['2012-07-31', 24, 'INTEREST EARNED'],
    ]);
    expect(countTransactionLines(input)).toBe(2);
  });

  it('reads DTPOSTED in every form the standard allows', () => {
    expect(parseOfxDate('20090401')).toBe('2009-04-01');
    expect(parseOfxDate('20090401122017')).toBe('2009-04-01');
    expect(parseOfxDate('20090401122017.000[-5:EST]')).toBe('2009-04-01');
    expect(parseOfxDate('201120000000')).toBeNull();
    expect(parseOfxDate('')).toBeNull();
  });
});
