import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from '../components/toaster';
import { showToast, toastDurationMs } from './toast';

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the previous one', () => {
    render(<Toaster closeLabel="Schließen" />);
    act(() => showToast({ title: 'In den Warenkorb gelegt' }));
    act(() => showToast({ title: 'Preis aktualisiert', variant: 'success' }));

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Preis aktualisiert');
  });

  it('closes a toast after 5000 ms', () => {
    render(<Toaster closeLabel="Schließen" />);
    act(() => showToast({ title: 'In den Warenkorb gelegt' }));

    act(() => jest.advanceTimersByTime(toastDurationMs - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
