// Debian's chromium, launched the way this machine allows: the browser suite and the bench use
// these same options. Playwright never downloads a browser here.

/** Path of the browser binary; CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
