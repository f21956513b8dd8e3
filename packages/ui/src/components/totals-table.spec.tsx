import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { Skeleton } from './skeleton';
import { TotalsTable, type TotalsRow } from './totals-table';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

const rows: TotalsRow[] = [
  { key: 'subtotal', label: 'Zwischensumme', amount: '18.05' },
  { key: 'surcharge', label: 'Mindermengenzuschlag', amount: '6.95' },
  { key: 'net', label: 'Summe netto', amount: '25.00', sum: true },
  { key: 'vat', label: 'MwSt. 19 %', amount: 4.75 },
  { key: 'gross', label: 'Gesamt brutto', amount: '29.75' },
];

function amountOf(label: string) {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
  return within(row).getByRole('cell');
}

afterEach(cleanup);

describe('TotalsTable', () => {
  it('names each amount by its row header and writes it in the page’s language', async () => {
    await renderPage(<TotalsTable rows={rows} />);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Zwischensumme',
      'Mindermengenzuschlag',
      'Summe netto',
      'MwSt. 19 %',
      'Gesamt brutto',
    ]);
    expect(plain(amountOf('Zwischensumme').textContent)).toBe('18,05 €');
    expect(plain(amountOf('MwSt. 19 %').textContent)).toBe('4,75 €');
    cleanup();
    await renderPage(<TotalsTable rows={rows} />, 'en');
    expect(amountOf('Gesamt brutto').textContent).toBe('€29.75');
  });

  it('sets a sum off by a rule and lets the last row, the total, stand out', async () => {
    await renderPage(<TotalsTable rows={rows} emphasis="large" />);
    const net = screen.getByRole('rowheader', { name: 'Summe netto' });
    expect(net.closest('tr')?.className).toContain('border-t');
    expect(net.className).toContain('font-semibold');
    expect(amountOf('Gesamt brutto').className).toContain('text-2xl');
    expect(amountOf('Zwischensumme').className).not.toContain('font-semibold');
  });

  it('stands the pending content in for the last rows, with no row as the total', async () => {
    await renderPage(
      <TotalsTable
        rows={rows.slice(0, 3)}
        spacing="relaxed"
        pending={<Skeleton className="h-7" />}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(amountOf('Summe netto').className).not.toContain('text-2xl');
    expect(screen.getAllByRole('cell').at(-1)?.getAttribute('colspan')).toBe('2');
  });
});
