import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './tabs';

type Section = 'shape' | 'holes' | 'corners';

function Sections({ variant }: { variant?: 'underline' | 'pills' }) {
  const [selected, setSelected] = useState<Section>('shape');
  return (
    <Tabs
      label="Parameter"
      variant={variant}
      tabs={[
        { id: 'shape', label: 'Form' },
        { id: 'holes', label: 'Löcher' },
        { id: 'corners', label: 'Ecken' },
      ]}
      selected={selected}
      onSelect={setSelected}
    >
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('shows the selected panel, labelled by its tab, and makes that tab the one tab stop', () => {
    render(<Sections />);
    const panel = screen.getByRole('tabpanel', { name: 'Form' });
    expect(panel.textContent).toBe('Panel shape');
    expect(screen.getByRole('tab', { name: 'Form' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Löcher' }).tabIndex).toBe(-1);
  });

  it('moves with the arrow keys (wrapping round), Home and End, and focuses the new tab', () => {
    render(<Sections variant="pills" />);
    const list = screen.getByRole('tablist', { name: 'Parameter' });

    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Ecken', selected: true })).toBe(document.activeElement);

    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel shape');

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Löcher', selected: true })).toBe(
      document.activeElement,
    );

    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Ecken' }).textContent).toBe('Panel corners');
  });

  it('scrolls only its own list sideways to show the selected tab, never the page', () => {
    const scrollIntoView = jest.fn();
    const box = (left: number, right: number) => ({ left, right }) as DOMRect;
    const rects = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        if (this.getAttribute('role') === 'tablist') return box(0, 200);
        // the third tab sticks out 40 px past the list's right edge
        return this.textContent === 'Ecken' ? box(180, 240) : box(0, 60);
      });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      render(<Sections />);
      const list = screen.getByRole('tablist', { name: 'Parameter' });
      fireEvent.click(screen.getByRole('tab', { name: 'Ecken' }));
      expect(list.scrollLeft).toBe(40);
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      rects.mockRestore();
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});
