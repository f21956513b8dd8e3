import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, commonResources, initI18n, readStoredTheme } from '@shop/ui';
import { App } from './app';

applyTheme(readStoredTheme());

void initI18n(commonResources).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
