import { describe, expect, it, jest, beforeEach, afterEach } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { defaultDesignParameters, type DesignParameters } from '@shop/part-geometry';
import { DrawingEditor } from './drawing-editor';

// jsdom has no PointerEvent; a MouseEvent carries the same coordinates, button and modifier keys.
globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init?: PointerEventInit) {
    super(type, init);
    this.pointerType = init?.pointerType ?? 'mouse';
  }
} as unknown as typeof globalThis.PointerEvent;

async function renderPage(page: React.ReactElement, language: 'de' | 'en' | 'pl') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'de', resources: {} });
  return render(<I18nextProvider i18n={i18n}>{page}</I18nextProvider>);
}

/** The editor inside a parent that keeps the design, as the configurator page does. */
function Harness({
  initial,
  onChange,
}: {
  initial: DesignParameters;
  onChange(d: DesignParameters): void;
}) {
  const [design, setDesign] = useState(initial);
  return (
    <DrawingEditor
      design={design}
      zoom={100}
      showDimensions={false}
      onDesignChange={(next) => {
        onChange(next);
        setDesign(next);
      }}
    />
  );
}

async function renderEditor(
  initial: DesignParameters = defaultDesignParameters(),
  language: 'de' | 'en' | 'pl' = 'en',
) {
  let latest = initial;
  const view = await renderPage(
    <Harness initial={initial} onChange={(next) => (latest = next)} />,
    language,
  );
  const canvas = screen.getByTestId('drawing-canvas');
  // One screen pixel per millimetre, the viewBox's corner at the page's origin; the viewBox
  // follows the design, so it is read again for every event.
  const box = () =>
    canvas.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  canvas.getBoundingClientRect = () => {
    const [, , width, height] = box();
    return { left: 0, top: 0, width, height, x: 0, y: 0, right: width, bottom: height } as DOMRect;
  };
  const at = (x: number, y: number) => ({
    clientX: x - box()[0],
    clientY: y - box()[1],
    button: 0,
  });
  return { ...view, canvas, at, design: () => latest };
}

describe('DrawingEditor', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('draws a rectangle by dragging and shows the pointer in millimetres', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Rectangle' }));
    expect(screen.getByRole('button', { name: 'Rectangle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.pointerDown(canvas, at(20.2, 30.4));
    fireEvent.pointerMove(canvas, at(80.5, 60.6));
    expect(screen.getByTestId('editor-coordinates').textContent).toContain(
      'X: 80.5 mm, Y: 60.6 mm',
    );
    expect(screen.getByRole('status').textContent).toContain('ESC to cancel');
    fireEvent.pointerUp(canvas, at(80.5, 60.6));
    expect(design().customLines).toEqual([
      {
        id: expect.any(String),
        type: 'rectangle',
        points: [
          { x: 20.2, y: 30.4 },
          { x: 80.5, y: 60.6 },
        ],
      },
    ]);
  });

  it('drops lines, arcs and rectangles of 5 units or less', async () => {
    const { canvas, at, design } = await renderEditor();
    for (const name of ['Arc', 'Rectangle']) {
      fireEvent.click(screen.getByRole('button', { name }));
      fireEvent.pointerDown(canvas, at(20, 30));
      fireEvent.pointerUp(canvas, at(23, 34));
    }
    expect(design().customLines).toEqual([]);
  });

  it('snaps to the base corners within the snap distance, and not when snapping is off', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Circle' }));
    fireEvent.pointerDown(canvas, at(3, -2)); // 3.6 from the corner (0, 0)
    fireEvent.pointerUp(canvas, at(40, 2));
    expect(design().customLines[0]?.points[0]).toEqual({ x: 0, y: 0 });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Snap' }));
    fireEvent.pointerDown(canvas, at(197, 152));
    fireEvent.pointerUp(canvas, at(150, 152));
    expect(design().customLines[1]?.points[0]).toEqual({ x: 197, y: 152 });
  });

  it('adjusts the snap distance', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Snap distance (mm)' }), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rectangle' }));
    fireEvent.pointerDown(canvas, at(192, 142)); // 11.3 from (200, 150): too far for 5, near for 12
    fireEvent.pointerUp(canvas, at(150, 100));
    expect(design().customLines[0]?.points[0]).toEqual({ x: 200, y: 150 });
  });

  it('closes a polyline with a click near its start', async () => {
    const { canvas, at, design } = await renderEditor();
    expect(screen.getByRole('button', { name: 'Line' }).getAttribute('aria-pressed')).toBe('true');
    const click = (x: number, y: number) => {
      fireEvent.pointerMove(canvas, at(x, y));
      fireEvent.pointerDown(canvas, at(x, y));
      fireEvent.pointerUp(canvas, at(x, y));
    };
    click(40, 40);
    click(120, 40);
    click(120, 100);
    expect(design().customLines).toEqual([]);
    fireEvent.pointerMove(canvas, at(46, 43));
    expect(screen.getByRole('status').textContent).toContain('Click to close shape');
    click(46, 43); // 6.7 from the start: within 1.5 x 5
    expect(design().customLines).toEqual([
      {
        id: expect.any(String),
        type: 'line',
        points: [
          { x: 40, y: 40 },
          { x: 120, y: 40 },
          { x: 120, y: 100 },
          { x: 40, y: 40 },
        ],
      },
    ]);
  });

  it('ends an open polyline with a double click or Enter', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.pointerDown(canvas, at(40, 40));
    fireEvent.pointerUp(canvas, at(100, 40));
    fireEvent.pointerMove(canvas, at(100, 90));
    fireEvent.pointerDown(canvas, at(100, 90));
    fireEvent.pointerUp(canvas, at(100, 90));
    fireEvent.doubleClick(canvas, at(100, 90));
    expect(design().customLines).toMatchObject([
      {
        type: 'line',
        points: [
          { x: 40, y: 40 },
          { x: 100, y: 40 },
          { x: 100, y: 90 },
        ],
      },
    ]);
    fireEvent.pointerDown(canvas, at(10, 10));
    fireEvent.pointerUp(canvas, at(10, 60));
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(design().customLines).toHaveLength(2);
  });

  it('draws a polyline by tapping: a lifted finger does not end it', async () => {
    const { canvas, at, design } = await renderEditor();
    const tap = (x: number, y: number) => {
      fireEvent.pointerDown(canvas, { ...at(x, y), pointerType: 'touch' });
      fireEvent.pointerUp(canvas, { ...at(x, y), pointerType: 'touch' });
      fireEvent.pointerLeave(canvas, { ...at(x, y), pointerType: 'touch', buttons: 0 });
    };
    tap(40, 40);
    tap(120, 40);
    tap(120, 100);
    tap(41, 41);
    expect(design().customLines).toMatchObject([{ type: 'line', points: { length: 4 } }]);
  });

  it('cancels the drawing with Escape', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.pointerDown(canvas, at(40, 40));
    fireEvent.pointerUp(canvas, at(100, 40));
    expect(screen.queryByTestId('draft-shape')).not.toBeNull();
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(screen.queryByTestId('draft-shape')).toBeNull();
    fireEvent.pointerLeave(canvas);
    expect(design().customLines).toEqual([]);
  });

  it('ends a drawing when the pointer leaves the canvas', async () => {
    const { canvas, at, design } = await renderEditor();
    fireEvent.pointerDown(canvas, at(40, 40));
    fireEvent.pointerUp(canvas, at(100, 40));
    fireEvent.pointerLeave(canvas);
    expect(design().customLines).toMatchObject([
      {
        type: 'line',
        points: [
          { x: 40, y: 40 },
          { x: 100, y: 40 },
        ],
      },
    ]);
  });

  it('moves selected shapes by dragging and with the arrow keys', async () => {
    const initial: DesignParameters = {
      ...defaultDesignParameters(),
      customLines: [
        {
          id: 'r1',
          type: 'rectangle',
          points: [
            { x: 20, y: 20 },
            { x: 60, y: 50 },
          ],
        },
      ],
    };
    const { canvas, at, design } = await renderEditor(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('status').textContent).toContain('Move item, ESC to cancel');
    const shape = screen.getByTestId('shape-customLine:r1');
    fireEvent.pointerDown(shape, at(20, 30));
    fireEvent.pointerMove(canvas, at(30, 35));
    fireEvent.pointerUp(canvas, at(30, 35));
    expect(design().customLines[0]?.points).toEqual([
      { x: 30, y: 25 },
      { x: 70, y: 55 },
    ]);
    fireEvent.keyDown(canvas, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(canvas, { key: 'ArrowUp' });
    expect(design().customLines[0]?.points).toEqual([
      { x: 40, y: 24 },
      { x: 80, y: 54 },
    ]);
  });

  it('deletes a clicked custom shape after a short delay in delete mode', async () => {
    const initial: DesignParameters = {
      ...defaultDesignParameters(),
      customLines: [
        {
          id: 'c1',
          type: 'circle',
          points: [
            { x: 50, y: 50 },
            { x: 60, y: 50 },
          ],
        },
      ],
    };
    const { at, design } = await renderEditor(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Delete mode' }));
    expect(screen.getByRole('status').textContent).toContain('DEL to delete, ESC to cancel');
    fireEvent.pointerDown(screen.getByTestId('shape-customLine:c1'), at(60, 50));
    expect(design().customLines).toHaveLength(1);
    act(() => jest.advanceTimersByTime(60));
    expect(design().customLines).toEqual([]);
  });

  it('deletes a Ctrl-selection of base holes with the Delete key: the pattern becomes none', async () => {
    const initial: DesignParameters = {
      ...defaultDesignParameters(),
      holes: { ...defaultDesignParameters().holes, pattern: 'grid', spacingX: 20, spacingY: 20 },
    };
    const { canvas, at, design } = await renderEditor(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Delete mode' }));
    fireEvent.pointerDown(screen.getByTestId('shape-hole:grid:0'), {
      ...at(80, 55),
      ctrlKey: true,
    });
    fireEvent.pointerDown(screen.getByTestId('shape-hole:grid:1'), {
      ...at(100, 55),
      ctrlKey: true,
    });
    expect(screen.getByRole('status').textContent).toContain('2 items selected');
    expect(
      (screen.getByRole('button', { name: 'Delete selected' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(design().holes.pattern).toBe('none');
  });

  it('turns rounded corners off when the outline is deleted, and clears all custom lines', async () => {
    const initial: DesignParameters = {
      ...defaultDesignParameters(),
      features: { ...defaultDesignParameters().features, roundedCorners: true },
      customLines: [
        {
          id: 'a',
          type: 'line',
          points: [
            { x: 0, y: 0 },
            { x: 50, y: 50 },
          ],
        },
      ],
    };
    const { at, design } = await renderEditor(initial);
    fireEvent.click(screen.getByRole('button', { name: 'Delete mode' }));
    fireEvent.pointerDown(screen.getByTestId('shape-outline'), at(100, 0));
    act(() => jest.advanceTimersByTime(60));
    expect(design().features.roundedCorners).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(design().customLines).toEqual([]);
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('draws with the keyboard: arrows move the cursor, Enter places points', async () => {
    const { canvas, design } = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Rectangle' }));
    fireEvent.keyDown(canvas, { key: 'Enter' });
    fireEvent.keyDown(canvas, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(canvas, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(canvas, { key: 'Enter' });
    expect(design().customLines).toMatchObject([
      {
        type: 'rectangle',
        points: [
          { x: 0, y: 0 },
          { x: 10, y: 10 },
        ],
      },
    ]);
  });

  it('speaks German and Polish', async () => {
    await renderEditor(defaultDesignParameters(), 'de');
    expect(screen.queryByRole('button', { name: 'Rechteck' })).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Klicken und ziehen zum Zeichnen');
  });
});
