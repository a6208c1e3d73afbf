// Which link Watch Tutorial is: the e2e tests run with the default (/help), so the new-tab branch for
// a full TUTORIAL_URL is checked here, on the rendered markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TutorialLink } from './tutorial-link.tsx';

function render(url: string, compact = false): HTMLAnchorAttributes {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <TutorialLink url={url} compact={compact} className="item" />
    </MemoryRouter>,
  );
  const anchor = /<a ([^>]*)>/.exec(html)?.[1] ?? '';
  const attributes = Object.fromEntries(
    [...anchor.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
  return { ...attributes, text: html.replace(/<[^>]+>/g, '') };
}

type HTMLAnchorAttributes = Record<string, string | undefined>;

describe('TutorialLink', () => {
  it('opens a path of the app in the app, in the same tab', () => {
    const link = render('/help');
    expect(link.href).toBe('/help');
    expect(link.target).toBeUndefined();
    expect(link.rel).toBeUndefined();
    expect(link.text).toBe('Watch Tutorial');
  });

  it.each(['https://video.example/pennyflow', 'http://video.example/tour'])(
    'opens a full URL (%s) in a new tab without a handle on this one',
    (url) => {
      const link = render(url);
      expect(link.href).toBe(url);
      expect(link.target).toBe('_blank');
      expect(link.rel?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link.text).toBe('Watch Tutorial (opens in a new tab)');
    },
  );

  it('names the compact icon-only link, saying a URL opens a new tab', () => {
    expect(render('/help', true)['aria-label']).toBe('Watch Tutorial');
    expect(render('https://video.example/pennyflow', true)['aria-label']).toBe(
      'Watch Tutorial (opens in a new tab)',
    );
  });
});
