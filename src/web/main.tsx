import '@fontsource-variable/inter';
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ApiError } from '#web/lib/api-client.ts';
import { sessionKeys } from '#web/lib/session.ts';
import { followPageMeta } from '#web/lib/page-meta.ts';
import { startPageViewTracking } from '#web/lib/page-views.ts';
import {
  hasSavedAnswers,
  keepSavingAnswers,
  restoreSavedAnswers,
} from '#web/lib/offline/saved-queries.ts';
import { keepSnapshots, revealAppByDeadline } from '#web/lib/app-snapshot.ts';
import { AppStatus } from './app/app-status.tsx';
import { ThemeSync } from './app/theme-sync.tsx';
import { createRouter, preloadMemberPage } from './app/router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (401, 404, bad input) will not get better by retrying.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

function render() {
  const router = createRouter();
  followPageMeta(router);
  startPageViewTracking(router);
  // As a transition, React renders the first screen in slices that yield to the browser between
  // them, instead of one long task on a slow phone (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ThemeSync />
          <RouterProvider router={router} />
          <AppStatus />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// The app opens with what it last showed, marked as such until fetched again (saved-queries.ts);
// a first visit, with nothing saved, renders at once.
if (hasSavedAnswers()) {
  void restoreSavedAnswers(queryClient).finally(() => {
    if (queryClient.getQueryData(sessionKeys.me)) preloadMemberPage(window.location.pathname);
    render();
  });
} else {
  render();
}
keepSavingAnswers(queryClient);
keepSnapshots();
revealAppByDeadline();
