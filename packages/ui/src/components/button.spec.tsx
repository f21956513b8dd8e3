import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button, ButtonLink, buttonClasses } from './button';
import { TrashIcon } from './icons';

afterEach(cleanup);

describe('Button', () => {
  it('is a named button that does not submit a form unless asked to', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Speichern</Button>);
    const button = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('keeps its label, shows it is busy and takes no second press while loading', () => {
    const onClick = jest.fn();
    render(
      <Button type="submit" loading onClick={onClick}>
        Speichern
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(button.type).toBe('submit');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The spinner is decoration: the name stays the label.
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts the spinner in place of its icon while loading', () => {
    const { rerender } = render(
      <Button icon={<TrashIcon className="trash" />} aria-label="Dicke 3 mm entfernen" iconOnly />,
    );
    const button = screen.getByRole('button', { name: 'Dicke 3 mm entfernen' });
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(button.querySelector('.trash')).not.toBeNull();

    rerender(
      <Button
        icon={<TrashIcon className="trash" />}
        aria-label="Dicke 3 mm entfernen"
        iconOnly
        loading
      />,
    );
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(button.querySelector('.trash')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('stays disabled when told so, loading or not', () => {
    render(<Button disabled>Bestellen</Button>);
    expect((screen.getByRole('button', { name: 'Bestellen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is as tall as the fields beside it in each size, and grows with a wrapping label', () => {
    expect(buttonClasses('primary')).toContain('h-10 px-4');
    expect(buttonClasses('outline', undefined, { size: 'sm' })).toContain('h-9 px-3');
    expect(buttonClasses('outline', undefined, { size: 'xs' })).toContain('h-8 px-3 text-xs');
    expect(buttonClasses('primary', undefined, { size: 'lg' })).toContain('h-11 px-6 text-base');
    const wrapping = buttonClasses('primary', undefined, { wrap: true });
    expect(wrapping).toContain('min-h-10');
    expect(wrapping).toContain('whitespace-normal');
    expect(wrapping.split(' ')).not.toContain('h-10');
    expect(buttonClasses('ghost', undefined, { size: 'sm', iconOnly: true })).toContain('size-9');
  });

  it('draws each variant from the theme and adds the caller’s placement last', () => {
    expect(buttonClasses('destructive')).toContain('bg-destructive text-destructive-foreground');
    expect(buttonClasses('destructive-outline')).toContain('border-destructive/60');
    expect(buttonClasses('removal-ghost')).toContain('hover:text-destructive');
    expect(buttonClasses('outline', 'mt-4').endsWith('mt-4')).toBe(true);
  });
});

describe('ButtonLink', () => {
  it('is a link to its page that looks like a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/admin/account" variant="outline" size="sm">
          Konto
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Konto' });
    expect(link.getAttribute('href')).toBe('/admin/account');
    expect(link.className).toContain('h-9 px-3');
  });
});
