import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AlertMessage } from './alert-message';
import { Button } from './button';

afterEach(cleanup);

describe('AlertMessage', () => {
  it('announces a failure at once, with its title and text', () => {
    render(
      <AlertMessage title="Fehler">Die Materialliste konnte nicht geladen werden.</AlertMessage>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('FehlerDie Materialliste konnte nicht geladen werden.');
  });

  it('may be a message alone, without a title', () => {
    render(<AlertMessage>Die Bestellungen konnten nicht geladen werden.</AlertMessage>);
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Bestellungen konnten nicht geladen werden.',
    );
  });

  it('offers its action inside the alert', () => {
    const retry = jest.fn();
    render(
      <AlertMessage action={<Button onClick={retry}>Erneut versuchen</Button>}>
        Die Sitzung konnte nicht geprüft werden.
      </AlertMessage>,
    );
    const alert = screen.getByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(alert.contains(screen.getByRole('button', { name: 'Erneut versuchen' }))).toBe(true);
  });

  it('is a status, read when the reader gets there, as a warning', () => {
    render(
      <AlertMessage tone="warning" title="Mindestbestellwert">
        Unter 25 € kommt ein Zuschlag hinzu.
      </AlertMessage>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Mindestbestellwert');
  });
});
