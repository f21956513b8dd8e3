import { mailDirectory, smtpPort } from './e2e-environment';
import { startMailCatcher } from './mail-catcher';

/** Starts the suite's mail catcher; Playwright calls the returned function at the end of the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCatcher(smtpPort, mailDirectory);
}
