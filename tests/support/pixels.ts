// What counts as a difference between two pictures of one page that should be drawn alike
// (tests/e2e/support/stylesheet-cut.ts: the cut stylesheet against the whole one).

/** How far two pixels may be apart in a channel (of 255) and still be the same drawing. */
export const SAME_PIXEL = 2;
/**
 * The most a lone pixel may be apart and still be the same drawing. Chromium's antialiasing of a
 * rounded corner's edge moves by up to 3 levels with the paint's history (whether a box's background
 * was culled beneath an image it knew to be opaque, which layers the stylesheet swap repainted): seen
 * as one pixel of 3 at a card's corner on / and on /about/, desktop, dark, with dozens of 1s around
 * it. A rule the cut stylesheet lost draws a region, or one pixel far apart, and still counts.
 */
export const LONE_SPECK = 4;

/**
 * How many pixels two pictures (raw RGBA, `width` pixels a row, the same size) differ in: a pixel
 * counts when a channel is more than SAME_PIXEL apart, unless it is apart by at most LONE_SPECK and
 * none of its eight neighbours is more than SAME_PIXEL apart.
 */
export function differingPixelCount(one: Uint8Array, two: Uint8Array, width: number): number {
  if (one.length !== two.length) throw new Error(`pictures of different sizes: ${one.length} and ${two.length} bytes`);
  const pixels = one.length / 4;
  const height = pixels / width;
  const apart = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p++) {
    let most = 0;
    for (let c = 0; c < 4; c++) most = Math.max(most, Math.abs(one[p * 4 + c]! - two[p * 4 + c]!));
    apart[p] = most;
  }
  const neighbourApart = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx || dy) && nx >= 0 && nx < width && ny >= 0 && ny < height && apart[ny * width + nx]! > SAME_PIXEL)
          return true;
      }
    return false;
  };
  let differing = 0;
  for (let p = 0; p < pixels; p++) {
    const most = apart[p]!;
    if (most <= SAME_PIXEL) continue;
    if (most <= LONE_SPECK && !neighbourApart(p % width, Math.floor(p / width))) continue;
    differing++;
  }
  return differing;
}
