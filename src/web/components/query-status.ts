// Which state a server query is in for `QueryState` (query-state.tsx), apart so it is testable.

/** The part of a TanStack Query result this needs (a `select`ed query passes its selected data). */
export interface QueryLike<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch?: () => unknown;
}

export type QueryStatus = 'loading' | 'error' | 'empty' | 'data';

/** Which of the four a query shows: loading first, then a failure, then empty, then its data. */
export function queryStatus<T>(query: QueryLike<T>, isEmpty?: (data: T) => boolean): QueryStatus {
  if (query.isPending) return 'loading';
  if (query.error || query.data === undefined) return 'error';
  return isEmpty?.(query.data) ? 'empty' : 'data';
}
