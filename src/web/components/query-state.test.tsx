// What every list and page shows while its query loads, when it fails and when it comes back empty.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryState } from './query-state.tsx';
import type { QueryLike } from './query-status.ts';

const loading: QueryLike<string[]> = { isPending: true, error: null, data: undefined };
const failed: QueryLike<string[]> = {
  isPending: false,
  error: new Error('Failed to load your budget.'),
  data: undefined,
  refetch: () => undefined,
};
const empty: QueryLike<string[]> = { isPending: false, error: null, data: [] };
const loaded: QueryLike<string[]> = { isPending: false, error: null, data: ['Rent', 'Food'] };

function render(query: QueryLike<string[]>, props: { canRetry?: boolean; size?: 'page' } = {}) {
  return renderToStaticMarkup(
    <QueryState
      query={query}
      loadingLabel="Loading your categories"
      isEmpty={(names) => names.length === 0}
      empty={<p>No categories yet</p>}
      {...props}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('QueryState', () => {
  it('announces what is loading, and nothing else, while the query is pending', () => {
    const html = render(loading);
    expect(html).toContain('role="status"');
    expect(text(html)).toBe('Loading your categories');
  });

  it('centres a larger spinner in the page when it stands for a whole page', () => {
    expect(render(loading, { size: 'page' })).toContain('min-h-[50vh]');
    expect(render(loading)).not.toContain('min-h-[50vh]');
  });

  it("shows the server's message as an alert when the query failed", () => {
    const html = render(failed);
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe('Failed to load your budget.');
  });

  it('offers Try again only where asked', () => {
    expect(text(render(failed, { canRetry: true }))).toBe('Failed to load your budget. Try again');
    expect(text(render(failed))).not.toContain('Try again');
  });

  it('shows the empty state when the data is empty, and the data otherwise', () => {
    expect(text(render(empty))).toBe('No categories yet');
    expect(text(render(loaded))).toBe('Rent Food');
  });

  it('treats a failure as a failure even when earlier data is still held', () => {
    const html = render({ ...loaded, error: new Error('Network error') });
    expect(text(html)).toBe('Network error');
  });
});
