// One clean view of whatever string arrives: byte-order marks gone (also as mis-decoded "ï»¿"), UTF-16
// read as bytes repaired, and every line ending (\r\n, \r, \n) a single \n so line numbers agree everywhere.
// A Thai statement's Buddhist-era dates and Thai labels read as their English (thai.ts).
import { withThaiCalendar } from './thai.ts';

export interface PreparedInput {
  text: string;
  lines: string[];
}

/** Longest line any reader examines in full; longer lines are only ever reported, never scanned. */
export const MAX_LINE_CHARS = 4_000;

/** Longest text kept for one unparsed line. */
const MAX_REPORTED_CHARS = 500;

export function prepareInput(raw: unknown): PreparedInput {
  let text = typeof raw === 'string' ? raw : '';
  text = text.replace(/^(?:\uFEFF|\uFFFE|\u00EF\u00BB\u00BF)+/, '');
  if (text.includes('\0')) {
    let nuls = 0;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 0) nuls++;
    // UTF-16 decoded as single bytes leaves a NUL beside every character: drop them all. A few stray
    // NULs are noise: make them spaces.
    text = nuls * 4 >= text.length ? text.replace(/\0/g, '') : text.replace(/\0/g, ' ');
    text = text.replace(/^(?:\uFEFF|\uFFFE|\u00FF\u00FE|\u00FE\u00FF)+/, '');
  }
  text = withThaiCalendar(text.replace(/\r\n?/g, '\n'));
  return { text, lines: text.split('\n') };
}

/** A line as verification shows it: trimmed, and shortened when absurdly long. */
export function reportLine(line: string): string {
  const trimmed = line.trim();
  if (trimmed.length <= MAX_REPORTED_CHARS) return trimmed;
  return `${trimmed.slice(0, MAX_REPORTED_CHARS)}…`;
}

/** 1-based line number of a character offset, given the offsets where lines start. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

export function lineAt(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** A run of text in a laid-out line, with the columns it starts and ends at. */
export interface LayoutCell {
  text: string;
  start: number;
  end: number;
}

/** The cells of a laid-out line: runs of text apart by two spaces or more ('Date  Description'). */
export function layoutCells(line: string): LayoutCell[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}
