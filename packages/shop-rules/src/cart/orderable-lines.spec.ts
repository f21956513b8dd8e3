import { describe, expect, it } from '@jest/globals';
import { isOrderableLine, orderableLines, orderHold } from './orderable-lines.js';

describe('a line can be ordered', () => {
  it('when it is neither unavailable nor not manufacturable', () => {
    expect(isOrderableLine({})).toBe(true);
    expect(isOrderableLine({ unavailable: true })).toBe(false);
    expect(isOrderableLine({ notManufacturable: true })).toBe(false);
    expect(isOrderableLine({ unavailable: true, notManufacturable: true })).toBe(false);
  });

  it('names a line that can no longer be priced before a part that can no longer be made', () => {
    expect(orderHold({})).toBeUndefined();
    expect(orderHold({ notManufacturable: true })).toBe('not-manufacturable');
    expect(orderHold({ unavailable: true, notManufacturable: true })).toBe('unavailable');
  });

  it('keeps the orderable lines in their order', () => {
    const lines = [
      { id: 'a' },
      { id: 'b', unavailable: true },
      { id: 'c', notManufacturable: true },
      { id: 'd' },
    ];
    expect(orderableLines(lines).map((line) => line.id)).toEqual(['a', 'd']);
  });
});
