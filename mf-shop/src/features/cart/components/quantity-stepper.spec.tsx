import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@shop/ui/testing';
import { QuantityStepper } from './quantity-stepper';

async function renderStepper(quantity = 1, language: 'de' | 'en' | 'pl' = 'de') {
  const onChange = jest.fn<(quantity: number) => void>();
  const view = await renderPage(
    <QuantityStepper quantity={quantity} disabled={false} onChange={onChange} />,
    language,
  );
  const label = { de: 'Menge', en: 'Quantity', pl: 'Ilość' }[language];
  return { onChange, view, input: screen.getByRole('textbox', { name: label }) };
}

describe('QuantityStepper', () => {
  afterEach(cleanup);

  it('commits a typed quantity on Enter and on leaving the field', async () => {
    const { input, onChange } = await renderStepper(1);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: ' 3 ' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('sends nothing when the typed quantity is the line’s own', async () => {
    const { input, onChange } = await renderStepper(2);
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['abc', 'Muss eine gültige Zahl sein'],
    ['', 'Erforderlich'],
    ['2,5', 'Muss eine ganze Zahl sein'],
    ['0', 'Zwischen 1 und 10000'],
    ['20000', 'Zwischen 1 und 10000'],
  ])(
    'refuses %j with "%s", changes nothing, and Escape restores the quantity',
    async (typed, message) => {
      const { input, onChange } = await renderStepper(1);
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);

      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input).toHaveProperty('value', '1');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says the range in English and Polish', async () => {
    let { input } = await renderStepper(1, 'en');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Between 1 and 10000');
    cleanup();
    ({ input } = await renderStepper(1, 'pl'));
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('Od 1 do 10000');
  });

  it('keeps the + button off at the cart’s largest quantity', async () => {
    await renderStepper(10_000);
    expect(
      (screen.getByRole('button', { name: 'Menge erhöhen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
