import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CartResponse, ConfirmedFindings, ManufacturabilityFinding } from '@shop/contracts';
import { apiRequest } from '../api/api-request';
import { commonResources } from '../i18n/common-resources';
import { recordToasts, renderPage, stopRecordingToasts, stubFetch } from '../testing/render-page';
import { PartFindingsDialog } from './part-findings-dialog';
import { usePartAdding } from './use-part-adding';

const emptyCart: CartResponse = {
  items: [],
  totalQuantity: 0,
  summary: { subtotal: '0.00', minimumOrderValue: '25.00', surcharge: '0.00', total: '0.00' },
};

const smallHole: ManufacturabilityFinding = {
  code: 'hole_too_small',
  blocking: false,
  element: { kind: 'hole', pattern: 'corners', index: 0 },
  position: { x: 10, y: 10 },
  measuredMm: 2,
  requiredMm: 5,
};
const tooLarge: ManufacturabilityFinding = {
  code: 'part_too_large',
  blocking: true,
  element: { kind: 'outline' },
  position: { x: 2000, y: 500 },
  measuredMm: 4000,
  requiredMm: 3000,
};

const conflict = (code: string, findings: ManufacturabilityFinding[]) => ({
  status: 409,
  body: { status: 409, code, message: code, findings },
});

/** A page with one part to add, as the configurator and the laser calculator have it. */
function AddPart({ warnings }: { warnings: ManufacturabilityFinding[] }) {
  const adding = usePartAdding(
    (body: { partId: number; confirmedFindings?: ConfirmedFindings }) =>
      apiRequest('/api/cart/part', () => emptyCart, { method: 'POST', body }),
    { onAdded: () => undefined, onFailed: () => undefined },
  );
  return (
    <>
      <button type="button" onClick={() => adding.add({ partId: 7 }, warnings)}>
        Hinzufügen
      </button>
      <PartFindingsDialog
        findings={adding.findingsToConfirm}
        pending={adding.adding}
        onConfirm={adding.confirm}
        onCancel={adding.cancel}
      />
    </>
  );
}

async function renderPart(warnings: ManufacturabilityFinding[] = []) {
  const view = await renderPage(<AddPart warnings={warnings} />, 'de');
  view.i18n.addResourceBundle('de', 'common', commonResources.de?.common ?? {}, true, true);
}

const confirmLabel = 'Ich habe die Hinweise gelesen und möchte das Teil so bestellen';

afterEach(() => {
  cleanup();
  stopRecordingToasts();
});

describe('usePartAdding', () => {
  it('asks about the warnings the page found before it sends anything, then sends their codes', async () => {
    const requests = stubFetch(() => ({ status: 201, body: emptyCart }));
    await renderPart([smallHole]);

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hinweise zur Fertigung' });
    expect(requests).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ partId: 7, confirmedFindings: ['hole_too_small'] });
  });

  it("asks about the cart's own warnings and sends again with them confirmed", async () => {
    const requests = stubFetch((request) =>
      (request.body as { confirmedFindings?: string[] }).confirmedFindings
        ? { status: 201, body: emptyCart }
        : conflict('confirmation_required', [smallHole]),
    );
    await renderPart();

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hinweise zur Fertigung' });
    expect(dialog.textContent).toContain('Loch zu klein');

    fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.body).toEqual({ partId: 7, confirmedFindings: ['hole_too_small'] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says why the cart refused a part that cannot be made', async () => {
    stubFetch(() => conflict('part_not_manufacturable', [tooLarge]));
    const toasts = recordToasts();
    await renderPart();

    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      variant: 'error',
      title: 'Nicht fertigbar',
      description:
        'Dieses Teil kann so nicht gefertigt werden. Bitte ändern Sie es: Teil größer als die größte Blechtafel',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
