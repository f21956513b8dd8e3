import { TextDecoder, TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderPage } from '../features/testing/render-page';

// react-router encodes with TextEncoder at import time; Jest's jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router');
const { default: LaserCalculatorPage } = await import('./laser-calculator-page');

afterEach(cleanup);

describe('LaserCalculatorPage', () => {
  it('says plainly that the DXF quote is being built and links to the price calculator', async () => {
    await renderPage(
      <MemoryRouter>
        <LaserCalculatorPage />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Laserschnitt-Rechner');
    expect(screen.getByRole('status').textContent).toContain(
      'Das Sofortangebot aus DXF-Dateien bauen wir gerade.',
    );
    expect(screen.getByRole('link', { name: 'Zum Preisrechner' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Laserschnitt-Rechner – Angebot aus Ihrer DXF-Datei');
  });

  it('speaks Polish when the visitor chose Polish', async () => {
    await renderPage(
      <MemoryRouter>
        <LaserCalculatorPage />
      </MemoryRouter>,
      'pl',
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Kalkulator cięcia laserowego',
    );
  });
});
