import type { Locator, Page } from '@playwright/test';

// A signature drawn with the mouse on a signature pad (decisions 078-080): two strokes across it,
// as a customer's finger would, so the server gets a real, non-blank PNG.

export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.7), at(0.3, 0.2), at(0.45, 0.75), at(0.6, 0.3)],
    [at(0.65, 0.6), at(0.8, 0.4), at(0.9, 0.65)],
  ]) {
    await page.mouse.move(...stroke[0]!);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...point, { steps: 8 });
    await page.mouse.up();
  }
}
