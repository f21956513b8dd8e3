import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { defaultDesignParameters } from '@shop/part-geometry';
import { DesignPreview, gridPath } from './design-preview';

describe('cart design preview', () => {
  it('draws grid lines every 50 units inside the box', () => {
    expect(gridPath({ x: -20, y: -20, width: 240, height: 190 })).toBe(
      'M0 -20V170M50 -20V170M100 -20V170M150 -20V170M200 -20V170' +
        'M-20 0H220M-20 50H220M-20 100H220M-20 150H220',
    );
  });

  it('never loops over an absurd box', () => {
    expect(gridPath({ x: -1e12, y: 0, width: 2e12, height: 10 })).toBe('');
    expect(gridPath({ x: 0, y: 0, width: Infinity, height: 10 })).toBe('');
  });

  it('draws the grid behind custom geometry only', () => {
    const custom = { ...defaultDesignParameters(), baseShape: 'custom-geometry' as const };
    const { unmount } = render(<DesignPreview design={custom} />);
    expect(screen.getByTestId('cart-design-grid').getAttribute('d')).toContain('M0 -20V170');
    unmount();
    render(<DesignPreview design={defaultDesignParameters()} />);
    expect(screen.queryByTestId('cart-design-grid')).toBeNull();
  });
});
