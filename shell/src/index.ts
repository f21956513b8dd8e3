import { applyTheme, readStoredTheme } from '@shop/ui';
import './remotes/remote-manifest';
import './styles.css';

// First thing on the page (the CSP forbids an inline script in index.html): a dark-mode visitor
// should not see the light theme while the rest loads.
applyTheme(readStoredTheme());

// Asynchronous, so module federation initialises the shared singletons before any is used
// (RUNTIME-006). The remote manifest is fetched meanwhile (remote-manifest.ts).
void import('./bootstrap');
