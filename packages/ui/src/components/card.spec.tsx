import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { Card } from './card';

afterEach(cleanup);

describe('Card', () => {
  it('is a box by default, with the caller’s padding after its own look', () => {
    const { container } = render(<Card className="p-6">Inhalt</Card>);
    const card = container.firstElementChild as HTMLElement;
    expect(card.tagName).toBe('DIV');
    expect(card.className).toContain('rounded-card border border-border bg-card');
    expect(card.className.endsWith('p-6')).toBe(true);
  });

  it('can be a labelled section, a list item or a form and keeps their roles', () => {
    render(
      <>
        <Card as="section" aria-labelledby="card-title">
          <h2 id="card-title">Systemeinstellungen</h2>
        </Card>
        <ul>
          <Card as="li">Anfrage</Card>
        </ul>
        <Card as="form" aria-label="Material anlegen" noValidate />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Systemeinstellungen' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Anfrage');
    expect(
      (screen.getByRole('form', { name: 'Material anlegen' }) as HTMLFormElement).noValidate,
    ).toBe(true);
  });
});
