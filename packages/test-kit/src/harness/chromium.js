// Debian's chromium, launched the way this machine allows: the browser suite and the bench use
// these same options. Playwright never downloads a browser here.

import { chromiumBinary } from './programs.js';

/** Path of the browser binary; CHROMIUM_PATH overrides it. */
export const chromiumPath = chromiumBinary();

/** Without the background-networking flags chromium keeps dialling out of this closed network. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
