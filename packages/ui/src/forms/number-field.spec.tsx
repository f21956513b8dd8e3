import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page';
import { NumberField } from './number-field';

const side = { min: 1, max: 6000, decimals: 1, unit: 'mm' };

async function renderWidth(value: number, language: 'de' | 'en' | 'pl' = 'de') {
  const onChange = jest.fn<(value: number) => void>();
  const view = await renderPage(
    <NumberField label="Breite" value={value} onChange={onChange} {...side} />,
    language,
  );
  return { onChange, input: screen.getByRole('textbox', { name: 'Breite' }), view };
}

describe('NumberField', () => {
  afterEach(cleanup);

  it('shows the value in the page’s language', async () => {
    expect((await renderWidth(12.5, 'de')).input).toHaveProperty('value', '12,5');
    cleanup();
    expect((await renderWidth(12.5, 'en')).input).toHaveProperty('value', '12.5');
    cleanup();
    expect((await renderWidth(12.5, 'pl')).input).toHaveProperty('value', '12,5');
    cleanup();
    expect((await renderWidth(6000, 'de')).input).toHaveProperty('value', '6000');
  });

  it('is a text input with a decimal keyboard, so the browser never misreads a comma', async () => {
    const { input } = await renderWidth(200);
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('hands out 12.5 for a typed "12,5"', async () => {
    const { input, onChange } = await renderWidth(200);
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('says "Erforderlich" for an emptied field and hands out nothing', async () => {
    const { input, onChange } = await renderWidth(200);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Erforderlich')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a thousands separator as not a number', async () => {
    const { input, onChange } = await renderWidth(200);
    fireEvent.change(input, { target: { value: '1.000,5' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Muss eine gültige Zahl sein')).toBeTruthy();
  });

  it('names the allowed range in each language', async () => {
    const { input, onChange } = await renderWidth(200);
    fireEvent.change(input, { target: { value: '99999' } });
    expect(onChange).toHaveBeenLastCalledWith(99999);
    expect(screen.getByText('Zwischen 1 und 6000 mm')).toBeTruthy();
    cleanup();
    fireEvent.change((await renderWidth(200, 'en')).input, { target: { value: '-50' } });
    expect(screen.getByText('Between 1 and 6000 mm')).toBeTruthy();
    cleanup();
    fireEvent.change((await renderWidth(200, 'pl')).input, { target: { value: '0' } });
    expect(screen.getByText('Od 1 do 6000 mm')).toBeTruthy();
  });

  it('prefers its own message and otherwise shows the owner’s', async () => {
    const onChange = jest.fn<(value: number) => void>();
    await renderPage(
      <NumberField label="Innen" value={60} onChange={onChange} error="Zu groß" {...side} />,
    );
    expect(screen.getByText('Zu groß')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Innen' }), { target: { value: 'x' } });
    expect(screen.queryByText('Zu groß')).toBeNull();
    expect(screen.getByText('Muss eine gültige Zahl sein')).toBeTruthy();
  });

  it('steps with the arrow keys within the range', async () => {
    const { input, onChange } = await renderWidth(1);
    act(() => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveProperty('value', '2');
  });
});
