// `npm run shots`: screenshots of the shop's main pages for a person to look at, not a test. Starts
// the built system (like `npm run bench`, on a free port, a private NATS and the `bleche_shots`
// database), then drives Debian's chromium through each page in German (light, desktop), English
// (dark, phone) and Polish (light, desktop), and writes full-page PNGs to .shots/:
//   home (a width typed as "12,5"), a category page, the configurator with holes too small for the
//   sheet and its confirm dialog, the laser page with a corpus part and its findings, the cart, and
//   the admin's materials and quantity-discount tabs (German and English).
// The labels come from the shop's own translation files, so the script follows text changes.
// Build first (`npm run build`). SHOTS_ONLY=home,laser takes only those pages.
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '@shop/test-kit/harness';
import { freePort, natsServerBinary, repoRoot, startSystem } from '@shop/test-kit/system';

const out = `${repoRoot}.shots`;
const laserPart = `${repoRoot}packages/part-geometry/test-corpus/files/r2000-chained-lines-ellipse-slot.dxf`;
const variants = [
  { language: 'de', theme: 'light', device: 'desktop' },
  { language: 'en', theme: 'dark', device: 'phone' },
  { language: 'pl', theme: 'light', device: 'desktop' },
];
/** The admin created at start outside production (the defaults of ADMIN_USERNAME/ADMIN_PASSWORD). */
const localAdmin = { username: 'admin', password: 'bleche-admin' };
const only = process.env.SHOTS_ONLY?.split(',');

/** The labels a page shows in `language`, from the shop's translation files. */
async function labelsIn(language) {
  const read = async (home, namespace) =>
    JSON.parse(await readFile(`${repoRoot}${home}/src/i18n/${language}/${namespace}.json`));
  const [calculator, configurator, common, adminTexts] = await Promise.all([
    read('mf-calculator', 'calculator'),
    read('mf-configurator', 'configurator'),
    read('packages/ui', 'common'),
    read('mf-admin', 'admin'),
  ]);
  return {
    material: calculator.form.material,
    thickness: calculator.form.thickness,
    width: calculator.form.width,
    height: calculator.form.height,
    holes: configurator.tabs.holes,
    holePattern: configurator.fields.holePattern,
    holeDiameter: configurator.fields.holeDiameter,
    designToCart: configurator.actions.addToCart,
    confirm: common.manufacturability.confirm,
    tiersTab: adminTexts.tabs?.quantityTiers,
  };
}

async function shootVariant(browser, baseUrl, { language, theme, device }) {
  const labels = await labelsIn(language);
  const phone = device === 'phone';
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    locale: { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' }[language],
    colorScheme: theme,
  });
  await context.addCookies([
    { name: 'lang', value: language, url: baseUrl },
    { name: 'theme', value: theme, url: baseUrl },
  ]);
  await context.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`  console error: ${message.text()}`);
  });
  const materials = await (
    await page.request.get(`${baseUrl}/api/materials?lang=${language}`)
  ).json();
  const steel = materials.find((material) => material.name === 'steel_s235');
  const name = (page) => `${out}/${page}-${language}-${theme}-${device}.png`;
  const shot = async (pageName) => {
    await page.waitForTimeout(500);
    await page.screenshot({ path: name(pageName), fullPage: true });
    console.log(`  ${name(pageName).slice(repoRoot.length)}`);
  };
  // A page arrives rendered but answers only once React has hydrated it (<html data-hydrated>).
  const open = async (path) => {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForFunction(
      () =>
        !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
    );
  };
  /** Steel S235 in the page's material select, then a thickness (an option's label or value). */
  const chooseSteel = async (thickness) => {
    await page
      .getByLabel(labels.material, { exact: true })
      .selectOption({ label: steel.displayName });
    await page.getByLabel(labels.thickness, { exact: true }).selectOption(thickness);
  };
  const step = async (pageName, take) => {
    if (only && !only.includes(pageName)) return;
    try {
      await take();
    } catch (error) {
      console.log(`  ${pageName} failed: ${String(error).split('\n')[0]}`);
      await shot(`${pageName}-failed`);
    }
  };

  await step('home', async () => {
    await open('/');
    await chooseSteel({ label: '3 mm' });
    await page.getByLabel(labels.width, { exact: true }).fill('12,5');
    await page.getByLabel(labels.height, { exact: true }).fill('500');
    await page.waitForTimeout(1000);
    await shot('home');
  });
  await step('category', async () => {
    await open('/product/rundstaebe');
    await page.waitForLoadState('networkidle');
    await shot('category');
  });
  await step('configurator', async () => {
    await open('/konfigurator');
    await chooseSteel('5');
    await page.getByRole('tab', { name: labels.holes }).click();
    await page.getByLabel(labels.holePattern, { exact: true }).selectOption('corners');
    await page.getByLabel(labels.holeDiameter, { exact: true }).fill('2');
    await page.getByTestId('design-findings').waitFor();
    await shot('configurator');
    await page.getByRole('button', { name: labels.designToCart }).first().click();
    await page.getByRole('alertdialog').waitFor();
    await shot('configurator-dialog');
    await page.getByRole('alertdialog').getByRole('button', { name: labels.confirm }).click();
    await page.waitForTimeout(1000);
  });
  await step('laser', async () => {
    await open('/laserschnitt-rechner');
    await page.locator('input[type="file"]').setInputFiles(laserPart);
    await chooseSteel('3');
    await page.waitForTimeout(1500);
    await shot('laser');
  });
  await step('cart', async () => {
    await open('/warenkorb');
    await page.waitForLoadState('networkidle');
    await shot('cart');
  });
  await step('admin', async () => {
    if (language === 'pl') return;
    await page.request.post(`${baseUrl}/api/admin/login`, { data: localAdmin });
    await open('/admin');
    await page.waitForLoadState('networkidle');
    await shot('admin-materials');
    if (labels.tiersTab) {
      await page.getByRole('tab', { name: labels.tiersTab }).click();
      await shot('admin-tiers');
    }
  });
  await context.close();
}

async function main() {
  const port = await freePort();
  const privateNatsPort = natsServerBinary() ? await freePort() : undefined;
  console.log(`starting the system on port ${port} (database bleche_shots)...`);
  const system = await startSystem({
    port,
    privateNatsPort,
    databaseUrl:
      process.env.SHOTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bleche_shots',
    output: 'quiet',
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await mkdir(out, { recursive: true });
    for (const variant of variants) {
      console.log(`${variant.language}, ${variant.theme}, ${variant.device}:`);
      await shootVariant(browser, system.url, variant);
    }
  } finally {
    await browser.close();
    await system.stop();
  }
}

main().catch((error) => {
  console.error(`shots failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
