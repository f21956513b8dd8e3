import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../i18n/i18n.js';
import { commonResources } from '../i18n/common-resources.js';
import { applyTheme, readStoredTheme } from '../theme/theme.js';
import { Toaster } from '../components/toaster.js';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders a remote's pages on their own for development, with the singletons the shell would
 * otherwise provide (router, query client like the shell's, i18n, theme, toaster). Never used
 * in the federated build: there the shell owns all of these.
 */
export async function renderStandalone(routes: StandaloneRoute[]) {
  applyTheme(readStoredTheme());
  await initI18n(commonResources);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        </BrowserRouter>
        <Toaster closeLabel="×" />
      </QueryClientProvider>
    </StrictMode>,
  );
}
