import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * The canvas maps design millimetres to the screen through its viewBox (xMidYMid meet), so the
 * spec points at millimetres the way a user aims at grid lines.
 */
async function canvasAt(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const [x, y, width, height] = (await canvas.getAttribute('viewBox'))!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const scale = Math.min(box.width / width, box.height / height);
  const left = box.x + (box.width - width * scale) / 2;
  const top = box.y + (box.height - height * scale) / 2;
  return (mmX: number, mmY: number) => ({
    x: left + (mmX - x) * scale,
    y: top + (mmY - y) * scale,
  });
}

async function click(page: Page, canvas: Locator, mmX: number, mmY: number) {
  const point = (await canvasAt(canvas))(mmX, mmY);
  await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.down();
  await page.mouse.up();
}

async function drag(page: Page, canvas: Locator, from: [number, number], to: [number, number]) {
  const at = await canvasAt(canvas);
  const start = at(...from);
  const end = at(...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await page.mouse.up();
}

test.use({ viewport: { width: 1280, height: 1400 } });

test('drawing editor: a closed polyline, a rectangle moved and deleted, then clear all', async ({
  page,
}) => {
  await page.goto('/konfigurator');
  await page.getByRole('tab', { name: 'Editor' }).click();
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toBeVisible();
  const customShapes = canvas.locator('[data-ref^="customLine:"]');
  const status = page.getByRole('status').filter({ hasText: 'ESC' });

  // Line tool (the default): three clicks, then a click near the start closes the shape.
  await expect(page.getByRole('button', { name: 'Linie' })).toHaveAttribute('aria-pressed', 'true');
  await click(page, canvas, 30, 100);
  await click(page, canvas, 90, 100);
  await click(page, canvas, 60, 130);
  const nearStart = (await canvasAt(canvas))(33, 102);
  await page.mouse.move(nearStart.x, nearStart.y, { steps: 3 });
  await expect(page.getByText('Klicken, um die Form zu schließen')).toBeVisible();
  await expect(page.getByTestId('editor-coordinates')).toContainText('mm');
  await page.mouse.down();
  await page.mouse.up();
  await expect(customShapes).toHaveCount(1);

  // Rectangle by dragging.
  await page.getByRole('button', { name: 'Rechteck' }).click();
  await drag(page, canvas, [20, 20], [110, 90]);
  await expect(customShapes).toHaveCount(2);
  const rectangle = customShapes.nth(1).locator('path').first();
  const drawn = await rectangle.getAttribute('d');

  // Move mode: drag the rectangle by its left edge 30 mm right and 20 mm down.
  await page.getByRole('button', { name: 'Verschieben' }).click();
  await expect(status).toHaveText(/Element verschieben, ESC zum Abbrechen/);
  await drag(page, canvas, [20, 50], [50, 70]);
  await expect(rectangle).not.toHaveAttribute('d', drawn!);

  // Delete mode: clicking the rectangle's moved edge removes it.
  await page.getByRole('button', { name: 'Löschmodus' }).click();
  await expect(page.getByRole('button', { name: 'Auswahl löschen' })).toBeVisible();
  await click(page, canvas, 50, 80);
  await expect(customShapes).toHaveCount(1);

  await page.getByRole('button', { name: 'Alles löschen' }).click();
  await expect(customShapes).toHaveCount(0);
});
