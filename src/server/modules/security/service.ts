// The account's security log (sign-ins, failed sign-ins, new devices, credential and two-factor
// changes, exports...) and its signed-in sessions, which the person can read and end. Recording an
// event never fails the action it records: an error is logged and the action goes on.
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  SECURITY_EVENTS_PAGE,
  SECURITY_MESSAGES,
  type SecurityEventType,
  type SecurityEventView,
  type SessionView,
} from '#shared/contract/security';
import { AppError } from '#shared/errors';
import { parseUserAgent } from '#shared/user-agent';
import type { Database } from '../../db/client.ts';
import { knownDevices, securityEvents, session, user } from '../../db/schema.ts';

/** How long the log keeps an event. */
export const SECURITY_LOG_MONTHS = 12;
/** The most of a User-Agent header (or a forwarded address) the log keeps. */
const MAX_HEADER_TEXT = 512;

export interface RequestOrigin {
  /** The client's address as the server reads it (http/rate-limit.ts clientIp), if known. */
  ipAddress: string | null;
  userAgent: string | null;
}

function clip(text: string | null | undefined): string | null {
  return text ? text.slice(0, MAX_HEADER_TEXT) : null;
}

/**
 * Adds an event to the user's log. Never throws: a log that cannot be written is reported on the
 * server's console and the caller carries on (a sign-in must not fail for its log line).
 */
export async function recordSecurityEvent(
  options: {
    db: Database;
    userId: string;
    type: SecurityEventType;
    detail?: string | undefined;
  } & Partial<RequestOrigin>,
): Promise<void> {
  try {
    await options.db.insert(securityEvents).values({
      userId: options.userId,
      type: options.type,
      ipAddress: clip(options.ipAddress),
      userAgent: clip(options.userAgent),
      detail: clip(options.detail),
    });
  } catch (error) {
    console.warn(`Security log: could not record ${options.type}`, error);
  }
}

/** A page of the user's log, newest first: `before` (an event id) continues an earlier page. */
export async function listSecurityEvents(options: {
  db: Database;
  userId: string;
  before?: number | undefined;
}): Promise<{ events: SecurityEventView[]; nextBefore: number | null }> {
  const { db, userId, before } = options;
  const rows = await db
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        before === undefined ? undefined : lt(securityEvents.id, before),
      ),
    )
    // Ids grow with time; ordering by them keeps a page boundary exact when two share a moment.
    .orderBy(desc(securityEvents.id))
    .limit(SECURITY_EVENTS_PAGE + 1);
  const page = rows.slice(0, SECURITY_EVENTS_PAGE);
  return {
    events: page.map((row) => ({
      id: row.id,
      type: row.type,
      detail: row.detail,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      ...parseUserAgent(row.userAgent),
    })),
    nextBefore: rows.length > SECURITY_EVENTS_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Deletes every account's events older than 12 months; returns how many went. */
export async function pruneSecurityEvents(options: { db: Database; now?: Date }): Promise<number> {
  const cutoff = new Date(options.now ?? Date.now());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SECURITY_LOG_MONTHS);
  const deleted = await options.db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, cutoff))
    .returning({ id: securityEvents.id });
  return deleted.length;
}

/**
 * Prunes now and then once a day; the returned stop waits for a prune under way, so the database
 * can close after it. Pruning errors are only logged.
 */
export function startSecurityLogPruning(options: {
  db: Database;
  everyMs?: number;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneSecurityEvents({ db: options.db }).catch((error: unknown) => {
      console.warn('Security log: pruning failed', error);
    });
  };
  prune();
  const timer = setInterval(prune, options.everyMs ?? 24 * 60 * 60 * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The account's live sessions, this one first, then the most recently seen. */
export async function listSessions(options: {
  db: Database;
  userId: string;
  currentSessionId: string;
}): Promise<SessionView[]> {
  const rows = await options.db
    .select({
      id: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, options.userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      isCurrent: row.id === options.currentSessionId,
      ...parseUserAgent(row.userAgent),
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/**
 * Ends one of the user's sessions by its id: its next request answers 401. Another user's id, or
 * one that does not exist, is the same 404, and nothing changes.
 */
export async function endSession(
  options: { db: Database; userId: string; sessionId: string } & RequestOrigin,
): Promise<void> {
  const { db, userId, sessionId } = options;
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', SECURITY_MESSAGES.sessionNotFound);
  await recordSecurityEvent({ ...options, type: 'session_ended' });
}

/** Ends every session of the user but the current one; returns how many ended. */
export async function endOtherSessions(
  options: { db: Database; userId: string; currentSessionId: string } & RequestOrigin,
): Promise<number> {
  const { db, userId, currentSessionId } = options;
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  if (ended.length > 0) await recordSecurityEvent({ ...options, type: 'other_sessions_ended' });
  return ended.length;
}

/** What the known-devices table stores of a device id: never the id itself. */
export function hashDeviceId(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/**
 * Notes that the user signed in from this device (by its cookie's random id) and says whether the
 * account had not seen it before.
 */
export async function rememberDevice(options: {
  db: Database;
  userId: string;
  deviceId: string;
}): Promise<{ isNew: boolean; isFirst: boolean }> {
  const deviceHash = hashDeviceId(options.deviceId);
  const [known] = await options.db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(eq(knownDevices.userId, options.userId))
    .limit(1);
  const [row] = await options.db
    .insert(knownDevices)
    .values({ userId: options.userId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    })
    // xmax is 0 only for a row this statement inserted (PostgreSQL and PGlite alike).
    .returning({ isInserted: sql<boolean>`(xmax = 0)` });
  return { isNew: row?.isInserted === true, isFirst: known === undefined };
}

/** Sets the client's own reading of its address on a session Better Auth just created. */
export async function setSessionAddress(options: {
  db: Database;
  token: string;
  ipAddress: string | null;
}): Promise<{ sessionId: string; userId: string } | null> {
  const [row] = await options.db
    .update(session)
    .set({ ipAddress: clip(options.ipAddress) })
    .where(eq(session.token, options.token))
    .returning({ sessionId: session.id, userId: session.userId });
  return row ?? null;
}

/** The account with this email, if any (a failed sign-in is logged only for a real account). */
export async function findUserByEmail(options: {
  db: Database;
  email: string;
}): Promise<{ id: string; email: string } | null> {
  const [row] = await options.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, options.email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The account's email, for the mail a new device sends. */
export async function findAccountEmail(options: {
  db: Database;
  userId: string;
}): Promise<string | null> {
  const [row] = await options.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, options.userId))
    .limit(1);
  return row?.email ?? null;
}
