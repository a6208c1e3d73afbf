// Personal access tokens: made (and shown) once, listed by name and first characters, revoked in one
// click, and checked on every request that carries one. Only a token's SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  MAX_TOKENS,
  TOKEN_HINT_LENGTH,
  TOKEN_MESSAGES,
  TOKEN_PREFIX,
  type CreatedToken,
  type TokenExpiry,
  type TokenScope,
  type TokenView,
} from '#shared/contract/tokens';
import { AppError } from '#shared/errors';
import type { Database } from '../../db/client.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { apiTokens, user } from '../../db/schema.ts';
import type { SessionUser } from '../../http/context.ts';
import { sessionUser } from '../../http/session.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/service.ts';

const DAY_MS = 86_400_000;

type TokenRow = typeof apiTokens.$inferSelect;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function viewOf(row: TokenRow, now: Date): TokenView {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
  };
}

export async function listTokens(options: { db: Database; userId: string }): Promise<TokenView[]> {
  const rows = await options.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, options.userId))
    .orderBy(desc(apiTokens.createdAt));
  const now = new Date();
  return rows.map((row) => viewOf(row, now));
}

export async function createToken(
  options: {
    db: Database;
    userId: string;
    name: string;
    scope: TokenScope;
    expiresInDays: TokenExpiry;
    now?: Date;
  } & RequestOrigin,
): Promise<CreatedToken> {
  const { db, userId, name, scope, expiresInDays } = options;
  const now = options.now ?? new Date();
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // One at a time per account, so two at once cannot both pass the count.
    await lockUntilCommit(tx, `tokens:${userId}`);
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= MAX_TOKENS) throw new AppError('VALIDATION', TOKEN_MESSAGES.tooMany);
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name,
        scope,
        tokenHash: hashOf(token),
        hint: token.slice(0, TOKEN_HINT_LENGTH),
        expiresAt: expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    return created!;
  });
  await recordSecurityEvent({
    db,
    userId,
    type: 'token_created',
    detail: `${name} (${scope === 'write' ? 'read and write' : 'read only'})`,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
  });
  return { token, view: viewOf(row, now) };
}

export async function revokeToken(
  options: { db: Database; userId: string; tokenId: string } & RequestOrigin,
): Promise<void> {
  const { db, userId, tokenId } = options;
  const isUuid = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(tokenId);
  const [revoked] = isUuid
    ? await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
        .returning({ name: apiTokens.name })
    : [];
  if (!revoked) throw new AppError('NOT_FOUND', TOKEN_MESSAGES.notFound);
  await recordSecurityEvent({
    db,
    userId,
    type: 'token_revoked',
    detail: revoked.name,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
  });
}

export interface TokenHolder {
  tokenId: string;
  name: string;
  scope: TokenScope;
  user: SessionUser;
}

/** The token's holder, or null for a token that does not exist (any more) or has expired. */
export async function findTokenHolder(options: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<TokenHolder | null> {
  if (!options.token.startsWith(TOKEN_PREFIX) || options.token.length > 100) return null;
  const [row] = await options.db
    .select({
      tokenId: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      expiresAt: apiTokens.expiresAt,
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashOf(options.token)));
  if (!row) return null;
  if (row.expiresAt !== null && row.expiresAt <= (options.now ?? new Date())) return null;
  return { tokenId: row.tokenId, name: row.name, scope: row.scope, user: sessionUser(row) };
}

/** Notes a use: the token's last use, and a line in its owner's security log. */
export async function recordTokenUse(
  options: { db: Database; holder: TokenHolder; request: string } & RequestOrigin,
): Promise<void> {
  const { db, holder } = options;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiTokens.id, holder.tokenId));
  await recordSecurityEvent({
    db,
    userId: holder.user.id,
    type: 'token_used',
    detail: `${holder.name}: ${options.request}`,
    ipAddress: options.ipAddress,
    userAgent: options.userAgent,
  });
}
