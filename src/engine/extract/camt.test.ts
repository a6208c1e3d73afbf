import { describe, expect, it } from 'vitest';
import { countTransactionLines, extractTransactions } from './index.ts';

const CAMT053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <Stmt>
      <Acct><Id><IBAN>NL26VAYB8060476890</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
      <Ntry>
        <Amt Ccy="EUR">42.50</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2024-03-14</Dt></BookgDt>
        <ValDt><Dt>2024-03-15</Dt></ValDt>
        <NtryDtls><TxDtls>
          <Amt Ccy="USD">45.00</Amt>
          <RltdPties>
            <Dbtr><Nm>Account Holder</Nm></Dbtr>
            <Cdtr><Nm>Stadtwerke München</Nm></Cdtr>
          </RltdPties>
          <RmtInf><Ustrd>Abschlag März</Ustrd><Ustrd>Kd-Nr 4711</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">2500.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <ValDt><DtTm>2024-03-25T09:00:00+01:00</DtTm></ValDt>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>ACME GmbH</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Strd><AddtlRmtInf>Gehalt März</AddtlRmtInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">1.00</Amt>
        <BookgDt><Dt>2024-03-26</Dt></BookgDt>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

describe('CAMT', () => {
  it('reads entries: DBIT is money out, booking date first, counterparty and remittance as description', () => {
    const result = extractTransactions(CAMT053);
    expect(result.format).toBe('camt');
    expect(result.transactions).toEqual([
      {
        date: '2024-03-14',
        amountCents: -4250,
        description: 'Stadtwerke München; Abschlag März Kd-Nr 4711',
        line: 7,
        currency: 'EUR',
      },
      {
        date: '2024-03-25',
        amountCents: 250000,
        description: 'ACME GmbH; Gehalt März',
        line: 22,
        currency: 'EUR',
      },
    ]);
    expect(result.currency).toBe('EUR');
  });

  it('lists an entry without a credit/debit indicator as unparsed, and counts every entry', () => {
    const result = extractTransactions(CAMT053);
    expect(result.unparsedLines).toHaveLength(1);
    expect(result.unparsedLines[0]).toContain('2024-03-26');
    expect(countTransactionLines(CAMT053)).toBe(3);
  });

  it('reads namespace-prefixed documents (camt.054 notifications)', () => {
    const input = `<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.054.001.04"><ns2:BkToCstmrDbtCdtNtfctn><ns2:Ntfctn>
<ns2:Ntry><ns2:Amt Ccy="CHF">6.30</ns2:Amt><ns2:CdtDbtInd>DBIT</ns2:CdtDbtInd><ns2:BookgDt><ns2:Dt>2007-10-18</ns2:Dt></ns2:BookgDt>
<ns2:NtryDtls><ns2:TxDtls><ns2:RltdPties><ns2:Cdtr><ns2:Nm>Example Creditor</ns2:Nm></ns2:Cdtr></ns2:RltdPties></ns2:TxDtls></ns2:NtryDtls></ns2:Ntry>
</ns2:Ntfctn></ns2:BkToCstmrDbtCdtNtfctn></ns2:Document>`;
    expect(extractTransactions(input).transactions).toEqual([
      {
        date: '2007-10-18',
        amountCents: -630,
        description: 'Example Creditor',
        line: 2,
        currency: 'CHF',
      },
    ]);
    expect(countTransactionLines(input)).toBe(1);
  });
});
