// The whole database schema. Money columns are integer cents (bigint, read as JS numbers);
// months are 'YYYY-MM' keys. Better Auth's tables come first, ours after.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CATEGORY_TYPES } from '#shared/categories';
import { TRANSACTION_KINDS } from '#shared/contract/budget';
import { TOKEN_SCOPES } from '#shared/contract/tokens';
import {
  AMOUNT_KINDS,
  BILL_CADENCES,
  MONTH_DAY_RULES,
  WEEKEND_RULES,
} from '#shared/budget/schedule';

/** The category types as an SQL list, "('income', 'expense', ...)", for the type checks. */
const CATEGORY_TYPE_LIST = sql.raw(`(${CATEGORY_TYPES.map((type) => `'${type}'`).join(', ')})`);

const TRANSACTION_KIND_LIST = sql.raw(
  `(${TRANSACTION_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
);

const cents = (name: string) => bigint(name, { mode: 'number' });
const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Better Auth (field names as the library expects; columns snake_case) ----

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Signups by day and the newest signups (admin analytics).
  (t) => [index('user_created_at_idx').on(t.createdAt)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Better Auth's two-factor plugin: the authenticator secret and recovery codes (both encrypted). */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The 30-second step of the last code accepted: each code is good once (auth/totp-single-use.ts). */
    lastUsedStep: integer('last_used_step'),
  },
  (t) => [
    index('two_factor_user_id_idx').on(t.userId),
    index('two_factor_secret_idx').on(t.secret),
  ],
);

/** Better Auth's passkey plugin: one row per registered WebAuthn credential. */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
    aaguid: text('aaguid'),
  },
  (t) => [
    index('passkey_user_id_idx').on(t.userId),
    uniqueIndex('passkey_credential_id_idx').on(t.credentialID),
  ],
);

// ---- Pennyflow ----

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    theme: text('theme', { enum: ['dark', 'light'] })
      .notNull()
      .default('dark'),
    currency: text('currency').notNull().default('USD'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPasskeyPro: boolean('is_passkey_pro').notNull().default(false),
    customerId: text('customer_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_theme_check', sql`${t.theme} in ('dark', 'light')`),
    index('profiles_created_at_idx').on(t.createdAt),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    goal: cents('goal').notNull().default(0),
    actual: cents('actual').notNull().default(0),
    /** 'YYYY-MM'; the spec's 'Month Year' period is derived from it. */
    month: text('month').notNull(),
    dueDate: date('due_date'),
    isPaid: boolean('is_paid').notNull().default(false),
    /** The repeating bill that wrote this month's row (issue 33); null for a bill typed for one month. */
    scheduleId: uuid('schedule_id').references((): AnyPgColumn => billSchedules.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_schedule_idx')
      .on(t.scheduleId)
      .where(sql`${t.scheduleId} is not null`),
    check('categories_type_check', sql`${t.type} in ${CATEGORY_TYPE_LIST}`),
    check('categories_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('categories_amounts_check', sql`${t.goal} >= 0 and ${t.actual} >= 0`),
    // One row per name (in any case), type and month keeps "merge by name" trivial and makes
    // concurrent adds safe. It must be the only unique index on names: ON CONFLICT settles a clash
    // only on its arbiter index, so a second one failed concurrent upserts on PostgreSQL.
    uniqueIndex('categories_user_type_lower_name_month_idx').on(
      t.userId,
      t.type,
      sql`lower(${t.name})`,
      t.month,
    ),
    index('categories_user_month_idx').on(t.userId, t.month),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The category name, as the spec stores it. */
    name: text('name').notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    amount: cents('amount').notNull(),
    month: text('month').notNull(),
    transactionDate: timestamp('transaction_date', { withTimezone: true }).notNull(),
    /** Free text the user wrote, or the merchant for a row imported from a statement. */
    note: text('note'),
    /**
     * 'entry' for money in or out; 'adjustment' for an amount typed in the category dialog (the
     * difference it made, possibly negative); 'bill_payment' for a bill ticked paid (one per bill).
     */
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull().default('entry'),
    /** The statement import that added the row, so that import can be undone. */
    importId: uuid('import_id').references(() => budgetImports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('transactions_type_check', sql`${t.type} in ${CATEGORY_TYPE_LIST}`),
    check('transactions_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('transactions_kind_check', sql`${t.kind} in ${TRANSACTION_KIND_LIST}`),
    // A category's entries, its deletes and the foreign key's ON DELETE all look rows up by category.
    index('transactions_category_idx').on(t.categoryId),
    uniqueIndex('transactions_bill_payment_idx')
      .on(t.categoryId)
      .where(sql`${t.kind} = 'bill_payment'`),
    // History's order (newest first, ties by creation then id) straight from the index, so a page
    // stops after its rows however long the history; also serves every date-range read. NULLS FIRST is
    // what ORDER BY ... DESC means, so the planner can read the index in order.
    index('transactions_user_newest_idx').on(
      t.userId,
      t.transactionDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // History search: `ILIKE '%text%'` on the category name and the note (merchant) through trigrams,
    // so a rare word is found without reading all of a long history (pg_trgm, migration 0012).
    index('transactions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('transactions_note_trgm_idx').using('gin', sql`${t.note} gin_trgm_ops`),
    // Search by amount ('82.45', '82') and the amount range filter.
    index('transactions_user_amount_idx').on(t.userId, t.amount),
    index('transactions_user_type_name_month_idx').on(t.userId, t.type, t.name, t.month),
    index('transactions_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

/**
 * One Spend Breakdown import: a category's rows added to the budget in one request. Its rows point
 * back at it, so 'Undo import' removes exactly them (for 7 days; `undoneAt` marks it done).
 */
export const budgetImports = pgTable(
  'budget_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    /** 'expense' for money out, 'income' for money in (ADR 0017). */
    categoryType: text('category_type').notNull().default('expense'),
    rowCount: integer('row_count').notNull(),
    /** The rows' sum in cents, for the list of recent imports. */
    amount: cents('amount').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('budget_imports_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('budget_imports_category_type_check', sql`${t.categoryType} in ('expense', 'income')`),
  ],
);

/**
 * Each user's transactions summed per UTC day, type and name, kept in step with every write to
 * `transactions` in the same database transaction (ledger/day-sums.ts). The dashboard reads a
 * year from here: a few thousand rows instead of every transaction of the year.
 */
export const transactionDaySums = pgTable(
  'transaction_day_sums',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
    name: text('name').notNull(),
    amount: cents('amount').notNull(),
  },
  (t) => [
    // A sum may be negative: an adjustment that lowered a category on a day with nothing else.
    primaryKey({ columns: [t.userId, t.day, t.type, t.name] }),
  ],
);

/**
 * Each user's imported spending summed per month and merchant (the note an import gave the row), for
 * the reports' top merchants (ADR 0032). Kept by statement-level triggers on `transactions`
 * (migration 0022), so every write counts: the ledger's, a bulk import, an import's undo, a cascade.
 */
export const merchantMonthSums = pgTable(
  'merchant_month_sums',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    merchant: text('merchant').notNull(),
    amount: cents('amount').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.merchant] })],
);

export const stripeCustomers = pgTable('stripe_customers', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const stripeOrders = pgTable(
  'stripe_orders',
  {
    id: serial('id').primaryKey(),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id'),
    amountSubtotal: cents('amount_subtotal'),
    amountTotal: cents('amount_total'),
    currency: text('currency'),
    paymentStatus: text('payment_status'),
    // completed grants Pro; refunded and disputed end it (a dispute won makes it completed again).
    status: text('status', { enum: ['pending', 'completed', 'canceled', 'refunded', 'disputed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('stripe_orders_customer_idx').on(t.customerId),
    index('stripe_orders_created_at_idx').on(t.createdAt),
    index('stripe_orders_payment_intent_idx').on(t.paymentIntentId),
  ],
);

export const stripeSubscriptions = pgTable('stripe_subscriptions', {
  id: serial('id').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  priceId: text('price_id'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  status: text('status').notNull().default('not_started'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * A full refund or an open dispute of a payment, by PaymentIntent. Kept even when no order matches yet,
 * because Stripe does not promise event order: a completion arriving later must not grant Pro.
 */
export const stripePaymentReversals = pgTable('stripe_payment_reversals', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  status: text('status', { enum: ['refunded', 'disputed'] }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Webhook events already handled, so a redelivered event changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const aiUsage = pgTable(
  'ai_usage',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    charactersUsed: integer('characters_used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ai_usage_user_month_idx').on(t.userId, t.monthYear),
    check('ai_usage_month_check', sql`${t.monthYear} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    pagePath: text('page_path').notNull(),
    pageName: text('page_name').notNull(),
    sessionId: text('session_id'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_created_at_idx').on(t.createdAt),
    index('page_views_path_idx').on(t.pagePath, t.createdAt),
  ],
);

export const userActivity = pgTable(
  'user_activity',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    activityDetails: jsonb('activity_details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_activity_user_created_idx').on(t.userId, t.createdAt),
    index('user_activity_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The days each user was active (signed in or viewed a page), one row a user a day, written with
 * every activity row. DAU, WAU, MAU, retention and the daily stats read this instead of scanning
 * every activity row (docs/admin-metrics.md).
 */
export const userActiveDays = pgTable(
  'user_active_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('user_active_days_day_idx').on(t.day)],
);

/** Views of each page per UTC day, counted with every page view, for the admin page-view figures. */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    pagePath: text('page_path').notNull(),
    day: date('day').notNull(),
    pageName: text('page_name').notNull(),
    views: integer('views').notNull().default(0),
    /** Of `views`, those sent by the beacon as the page closed (the rest by fetch while open). */
    beaconViews: integer('beacon_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pagePath, t.day] })],
);

/**
 * Who has viewed each page: the user id when signed in, else 'session:' and the browser session,
 * with their latest view. Unique visitors per page are a count of its rows.
 */
export const pageVisitors = pgTable(
  'page_visitors',
  {
    pagePath: text('page_path').notNull(),
    visitor: text('visitor').notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pagePath, t.visitor] })],
);

/**
 * Row counts of the largest tables, kept by statement triggers (migration 0009): the admin figures
 * read 'transactions:expense' and the like from here instead of counting a million rows. Each
 * database connection adds to its own row (`shard` is its backend pid), so two transactions never wait
 * on each other here and cannot deadlock; rows of connections that have gone are folded into shard 0.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    counter: text('counter').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.counter, t.shard] })],
);

export const budgetCounter = pgTable('budget_counter', {
  id: integer('id').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** License keys are stored as SHA-256 hashes; only the last group is kept readable for support. */
export const licenseKeys = pgTable(
  'license_keys',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    keyHint: text('key_hint').notNull(),
    createdAt: createdAt(),
    redeemedBy: text('redeemed_by').references(() => user.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [index('license_keys_redeemed_at_idx').on(t.redeemedAt)],
);

/** What a user taught the categoriser: a normalised merchant maps to one of their categories. */
export const merchantRules = pgTable(
  'merchant_rules',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    merchantKey: text('merchant_key').notNull(),
    /**
     * 'out': spending from this merchant goes to an expense category; 'in': money from this payer
     * goes to an income category (ADR 0017). One rule of each per merchant.
     */
    direction: text('direction').notNull().default('out'),
    /** The merchant as the person saw it when teaching ('Starbucks'), for the settings list. */
    merchantName: text('merchant_name').notNull().default(''),
    categoryName: text('category_name').notNull(),
    timesUsed: integer('times_used').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merchant_rules_user_direction_merchant_idx').on(
      t.userId,
      t.direction,
      t.merchantKey,
    ),
    check('merchant_rules_direction_check', sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * What happened to an account's security, for the person to read in /settings: sign-ins (and
 * failed ones), new devices, password, email, two-factor and passkey changes, exports, deletion
 * requests. Kept 12 months (security/log.ts prunes older rows).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** What the event concerned, when its type alone does not say: an API token's name and request. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_user_created_idx').on(t.userId, t.createdAt),
    index('security_events_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Personal access tokens (issue 35): only each token's SHA-256 is kept (a token is 32 random bytes,
 * so a fast hash is enough), with its first characters to tell it apart in the list.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    scope: text('scope', { enum: TOKEN_SCOPES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    check('api_tokens_scope_check', sql`${t.scope} in ('read', 'write')`),
  ],
);

/**
 * The devices an account has signed in from, by the random id in the device's long-lived cookie
 * (stored hashed); a sign-in from any other device is a new device, logged and mailed.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * A repeating bill (issue 33): a savings or debt entry that falls due on a cadence. It writes its
 * month rows in `categories` (schedule_id) as far as the budget's months go; `bill_occurrences` holds
 * the occurrences changed one at a time. See docs/decisions/0031-repeating-bills-write-their-months.md.
 */
export const billSchedules = pgTable(
  'bill_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['savings', 'debt'] }).notNull(),
    cadence: text('cadence', { enum: BILL_CADENCES }).notNull(),
    startDate: date('start_date').notNull(),
    dayRule: text('day_rule', { enum: MONTH_DAY_RULES }).notNull().default('day'),
    weekendRule: text('weekend_rule', { enum: WEEKEND_RULES }).notNull().default('keep'),
    endDate: date('end_date'),
    paymentCount: integer('payment_count'),
    amountKind: text('amount_kind', { enum: AMOUNT_KINDS }).notNull().default('exact'),
    amount: cents('amount').notNull(),
    amountMax: cents('amount_max'),
    /** The detected series it was made from (the Recurring screen), if any. */
    seriesKey: text('series_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bill_schedules_user_idx').on(t.userId),
    check('bill_schedules_type_check', sql`${t.type} in ('savings', 'debt')`),
    check('bill_schedules_cadence_check', sql`${t.cadence} in ${sqlList(BILL_CADENCES)}`),
    check('bill_schedules_day_rule_check', sql`${t.dayRule} in ${sqlList(MONTH_DAY_RULES)}`),
    check('bill_schedules_weekend_rule_check', sql`${t.weekendRule} in ${sqlList(WEEKEND_RULES)}`),
    check('bill_schedules_amount_kind_check', sql`${t.amountKind} in ${sqlList(AMOUNT_KINDS)}`),
    check(
      'bill_schedules_amounts_check',
      sql`${t.amount} >= 0 and (${t.amountMax} is null or ${t.amountMax} >= ${t.amount})`,
    ),
    check(
      'bill_schedules_payment_count_check',
      sql`${t.paymentCount} is null or ${t.paymentCount} >= 1`,
    ),
  ],
);

/** One occurrence of a repeating bill changed on its own: skipped, moved or another amount. */
export const billOccurrences = pgTable(
  'bill_occurrences',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => billSchedules.id, { onDelete: 'cascade' }),
    /** Where the cadence puts it (before any weekend rule): the key that survives weekend shifts. */
    scheduledDate: date('scheduled_date').notNull(),
    skipped: boolean('skipped').notNull().default(false),
    dueDate: date('due_date'),
    amount: cents('amount'),
    /** The payment recorded when this occurrence alone was ticked paid (a bill due several times a month). */
    paymentId: uuid('payment_id').references(() => transactions.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.scheduledDate] }),
    // Deleting a transaction looks here for an occurrence it paid.
    index('bill_occurrences_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    check('bill_occurrences_amount_check', sql`${t.amount} is null or ${t.amount} >= 0`),
  ],
);

/** A detected recurring series the person dismissed: it stays dismissed (by its key). */
export const recurringDismissals = pgTable(
  'recurring_dismissals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    seriesKey: text('series_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seriesKey] })],
);

/** A person's bill reminders (issue 33): off until they turn them on. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    billReminders: boolean('bill_reminders').notNull().default(false),
    /** How many days before a bill is due its reminder goes out. */
    reminderDays: integer('reminder_days').notNull().default(3),
    weeklySummary: boolean('weekly_summary').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reminder_settings_days_check', sql`${t.reminderDays} between 0 and 30`),
    index('reminder_settings_on_idx')
      .on(t.userId)
      .where(sql`${t.billReminders} or ${t.weeklySummary}`),
  ],
);

/**
 * Every reminder claimed for sending, once: a bill's occurrence ('due', keyed by bill and scheduled
 * date) or a week's summary ('weekly', keyed by its Monday). The unique key is what makes a
 * reminder go out exactly once however many instances scan; `sent_at` is set once the mail went.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['due', 'weekly'] }).notNull(),
    key: text('key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_key_idx').on(t.userId, t.kind, t.key),
    check('reminder_deliveries_kind_check', sql`${t.kind} in ('due', 'weekly')`),
  ],
);

/**
 * Adds sent with an Idempotency-Key (the app's offline queue, scripts): the key's first answer is
 * kept, so a retry after a lost answer gets that answer again instead of a second transaction. Keys
 * older than IDEMPOTENCY_KEY_DAYS are pruned when the user sends a new one.
 */
export const transactionRequests = pgTable(
  'transaction_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request's input: the same key with other input is refused. */
    inputHash: text('input_hash').notNull(),
    /** The transaction as first answered (it may since have been edited or deleted). */
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('transaction_requests_age_idx').on(t.userId, t.createdAt),
  ],
);
