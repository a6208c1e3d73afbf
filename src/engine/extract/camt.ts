// ISO 20022 CAMT.053 statements (and .052 reports, .054 notifications, whose entries have the same
// shape): one transaction per <Ntry>, its Amt with Ccy, CdtDbtInd (DBIT is money out), BookgDt or
// ValDt, and a description from the counterparty's name and the remittance information.
import { parseAmount } from './amounts.ts';
import { collapse, joinDescription } from './compose.ts';
import { lineAt, lineStarts, reportLine, type PreparedInput } from './input.ts';
import {
  at,
  attribute,
  buildTree,
  child,
  childrenNamed,
  readTags,
  type Tag,
  type XmlNode,
} from './markup.ts';
import type { Extraction, StatementTransaction } from '../types.ts';

const MAX_DETAILS = 3;

function dateOf(node: XmlNode | undefined): string | null {
  const value = child(node, 'Dt')?.text ?? child(node, 'DtTm')?.text;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A party's name, whether written directly (Cdtr/Nm) or wrapped (Cdtr/Pty/Nm, version 8 on). */
function partyName(parties: XmlNode | undefined, role: string): string | undefined {
  const party = child(parties, role);
  return (
    at(party, 'Nm')?.text ||
    at(party, 'Pty/Nm')?.text ||
    at(party, 'Agt/FinInstnId/Nm')?.text ||
    undefined
  );
}

function remittance(details: XmlNode): string[] {
  const info = child(details, 'RmtInf');
  const unstructured = childrenNamed(info, 'Ustrd').map((n) => n.text);
  if (unstructured.some((u) => u !== '')) return [unstructured.join(' ')];
  const structured = childrenNamed(info, 'Strd').flatMap((s) => [
    at(s, 'AddtlRmtInf')?.text,
    at(s, 'CdtrRefInf/Ref')?.text,
  ]);
  const found = structured.filter((s): s is string => !!s);
  if (found.length > 0) return found;
  const additional = child(details, 'AddtlTxInf')?.text;
  return additional ? [additional] : [];
}

function describe(entry: XmlNode, isDebit: boolean): string {
  const parts: (string | undefined)[] = [];
  const details = childrenNamed(child(entry, 'NtryDtls'), 'TxDtls').slice(0, MAX_DETAILS);
  for (const detail of details) {
    const parties = child(detail, 'RltdPties');
    // The counterparty: whom the money went to on a debit, whom it came from on a credit.
    const [direct, ultimate] = isDebit ? ['Cdtr', 'UltmtCdtr'] : ['Dbtr', 'UltmtDbtr'];
    const account = at(parties, `${direct}Acct/Nm`)?.text;
    const name = partyName(parties, direct) ?? partyName(parties, ultimate) ?? account;
    parts.push(name, partyName(parties, ultimate), ...remittance(detail));
  }
  const described = joinDescription(parts);
  if (described !== '') return described;
  // No counterparty and no remittance: the entry's own note, else whichever party is named.
  const note = joinDescription([child(entry, 'AddtlNtryInf')?.text]);
  if (note !== '') return note;
  return joinDescription(
    details.flatMap((detail) => {
      const parties = child(detail, 'RltdPties');
      const [other, otherAccount] = isDebit ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
      return [partyName(parties, other), at(parties, `${otherAccount}/Nm`)?.text];
    }),
  );
}

export function extractCamt(prep: PreparedInput): Extraction {
  const text = prep.text;
  const tags = readTags(text);
  const starts = lineStarts(text);
  const transactions: StatementTransaction[] = [];
  const unparsed: string[] = [];

  let entryTags: Tag[] | undefined;
  const finish = (end: number) => {
    if (!entryTags || entryTags.length === 0) return;
    const first = entryTags[0]!;
    const entry = buildTree(entryTags);
    entryTags = undefined;
    const amountNode = child(entry, 'Amt');
    const amount = amountNode ? parseAmount(amountNode.text, 'dot') : null;
    const indicator = child(entry, 'CdtDbtInd')?.text.toUpperCase();
    if (!entry || !amount || (indicator !== 'DBIT' && indicator !== 'CRDT')) {
      unparsed.push(reportLine(collapse(text.slice(first.start, end).replace(/<[^>]*>/g, ' '))));
      return;
    }
    const isDebit = indicator === 'DBIT';
    const tx: StatementTransaction = {
      date: dateOf(child(entry, 'BookgDt')) ?? dateOf(child(entry, 'ValDt')),
      amountCents: amount.cents === 0 ? 0 : isDebit ? -amount.cents : amount.cents,
      description: describe(entry, isDebit),
      line: lineAt(starts, first.start),
    };
    const currency = attribute(amountNode, 'Ccy')?.toUpperCase();
    if (currency && /^[A-Z]{3}$/.test(currency)) tx.currency = currency;
    transactions.push(tx);
  };

  for (const tag of tags) {
    if (tag.name === 'Ntry') {
      if (!tag.isClose) {
        finish(tag.start);
        entryTags = [tag];
      } else if (entryTags) {
        entryTags.push(tag);
        finish(tag.end);
      }
      continue;
    }
    if (entryTags) {
      // An entry whose closing tag is missing ends with its statement.
      if (tag.isClose && (tag.name === 'Stmt' || tag.name === 'Rpt' || tag.name === 'Ntfctn')) {
        finish(tag.start);
        continue;
      }
      entryTags.push(tag);
    }
  }
  finish(text.length);

  const currencies = new Set(transactions.flatMap((t) => (t.currency ? [t.currency] : [])));
  const extraction: Extraction = { format: 'camt', transactions, unparsedLines: unparsed };
  if (currencies.size === 1) extraction.currency = [...currencies][0];
  return extraction;
}
