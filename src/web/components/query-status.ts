// Which state a server query is in for `QueryState` (query-state.tsx), apart so it is testable.

/** The part of a TanStack Query result this needs (a `select`ed query passes its selected data). */
export interface QueryLike<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch?: () => unknown;
  /** 'paused' when it waits for a connection (TanStack Query's network mode). */
  fetchStatus?: string;
}

export type QueryStatus = 'loading' | 'offline' | 'error' | 'empty' | 'data';

/**
 * Which a query shows: loading first (or offline, when it waits for a connection with nothing
 * saved on the device), then a failure, then empty, then its data.
 */
export function queryStatus<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): QueryStatus {
  if (query.isPending) return query.fetchStatus === 'paused' ? 'offline' : 'loading';
  if (query.error || query.data === undefined) return 'error';
  return isEmpty?.(query.data) ? 'empty' : 'data';
}
