import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderPage, stubFetch } from '../testing/render-page';
import { LineTierNote } from './line-tier-note';
import { QuantityTierHint } from './quantity-tier-hint';

const tiers = [
  { minQuantity: 10, discountPercent: 5 },
  { minQuantity: 100, discountPercent: 12.5 },
];

function serveTiers(answer: { status: number; body?: unknown }) {
  return stubFetch((request) =>
    request.path === '/api/quantity-tiers' ? answer : { status: 404, body: {} },
  );
}

describe('QuantityTierHint', () => {
  afterEach(cleanup);

  it('shows the unit price at each tier, rounded like the cart (2.35 € at −5 % = 2.23 €)', async () => {
    serveTiers({ status: 200, body: { tiers } });
    await renderPage(<QuantityTierHint unitPrice={2.35} />);
    expect(await screen.findByText('ab 10 Stück: 2,23 € pro Stück')).toBeTruthy();
    // 2.35 at 12.5 %: 2.05625 -> 2.06
    expect(screen.getByText('ab 100 Stück: 2,06 € pro Stück')).toBeTruthy();
    expect(screen.getByText('Mengenrabatt')).toBeTruthy();
  });

  it('speaks English and Polish', async () => {
    serveTiers({ status: 200, body: { tiers: tiers.slice(0, 1) } });
    await renderPage(<QuantityTierHint unitPrice="2.35" />, 'en');
    expect(await screen.findByText('from 10 pieces: €2.23 each')).toBeTruthy();
    cleanup();
    serveTiers({ status: 200, body: { tiers: tiers.slice(0, 1) } });
    await renderPage(<QuantityTierHint unitPrice="2.35" />, 'pl');
    expect((await screen.findByText(/^od 10 szt\.: 2,23/)).textContent).toMatch(/2,23\s€\/szt\.$/);
  });

  it('shows nothing without tiers, without a price, or when the tiers cannot be read', async () => {
    const requests = serveTiers({ status: 200, body: { tiers: [] } });
    const empty = await renderPage(<QuantityTierHint unitPrice={2.35} />);
    await waitFor(() =>
      expect(empty.queryClient.getQueryState(['quantity-tiers'])?.status).toBe('success'),
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/quantity-tiers']);
    expect(empty.container.textContent).toBe('');
    cleanup();
    serveTiers({ status: 200, body: { tiers } });
    const noPrice = await renderPage(<QuantityTierHint unitPrice={null} />);
    expect(noPrice.container.textContent).toBe('');
    cleanup();
    serveTiers({
      status: 503,
      body: { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
    });
    const down = await renderPage(<QuantityTierHint unitPrice={2.35} />);
    await waitFor(() =>
      expect(down.queryClient.getQueryState(['quantity-tiers'])?.status).toBe('error'),
    );
    expect(down.container.textContent).toBe('');
  });
});

describe('LineTierNote', () => {
  afterEach(cleanup);

  it('names the tier and the saving of a discounted line', async () => {
    await renderPage(<LineTierNote tier={{ minQuantity: 10, discountPercent: 5 }} saving="1.20" />);
    expect(screen.getByText('ab 10 Stück −5 % · Sie sparen 1,20 €')).toBeTruthy();
  });

  it('says nothing for a line without a tier', async () => {
    const { container } = await renderPage(<LineTierNote tier={null} saving="0.00" />);
    expect(container.textContent).toBe('');
  });
});
