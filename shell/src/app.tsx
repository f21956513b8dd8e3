import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

/** The singletons every remote page renders inside: router, query client (i18n is global). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  // Marks the page as working: a server-rendered page is visible before its buttons respond, and
  // tests (and monitoring) wait for this mark before they use the page.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
