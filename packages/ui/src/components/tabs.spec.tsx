import { afterEach, describe, expect, it } from '@jest/globals';
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
});
