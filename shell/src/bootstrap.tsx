import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  applyTheme,
  initI18n,
  loadCommonTexts,
  readLanguageChoice,
  readStoredLanguage,
  readThemeChoice,
  writePreferenceCookie,
} from '@shop/ui';
import { App } from './app';
import { createQueryClient } from './query-client';
import { preloadFirstPage } from './routes/first-page';
import { setPageLeftToBrowser } from './remotes/loaded-pages';
import { hydrateQueries, readPageState } from './ssr/page-state';
import { nextTask } from './start/first-paint';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const state = readPageState();
  // A theme chosen in this browser wins over the one the server rendered (from the cookie); the
  // cookies are written again so the next first HTML has the visitor's choices (visitors from
  // before the cookies existed included).
  const themeChoice = readThemeChoice();
  if (themeChoice) {
    applyTheme(themeChoice);
    writePreferenceCookie('theme', themeChoice);
  }
  const choice = readLanguageChoice();
  if (choice) writePreferenceCookie('lang', choice);

  const queryClient = createQueryClient();
  // A language chosen in this browser that the server could not know (kept from before the lang
  // cookie existed) wins: the page is then rendered anew in that language, once, instead of being
  // hydrated in the server's. Switching languages while the page hydrates would have React meet
  // texts that differ from the server's HTML.
  if (!state || (choice !== undefined && choice !== state.language)) {
    const language = readStoredLanguage();
    await initI18n(await loadCommonTexts(language), language);
    if (state) {
      // The server's answers and page code, so the page is not shown loading first.
      hydrateQueries(queryClient, state.queries);
      await preloadFirstPage(window.location.pathname);
    }
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  // Hydration renders exactly what the server rendered: its language, its answers, the page's
  // code already loaded.
  await initI18n({ [state.language]: { common: state.commonTexts } }, state.language);
  hydrateQueries(queryClient, state.queries);
  setPageLeftToBrowser(state.pageLeftToBrowser);
  await nextTask();
  await preloadFirstPage(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of running
  // as one long task, so a tap during it is answered; the page is already on screen.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

void start();
