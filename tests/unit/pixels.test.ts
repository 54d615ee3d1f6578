import { describe, expect, it } from 'vitest';
import { differingPixelCount, LONE_SPECK, SAME_PIXEL } from '../support/pixels';

const WIDTH = 8;
const HEIGHT = 6;
/** A picture of one dark colour (the dark theme's background), every pixel opaque. */
const plain = () => {
  const picture = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let p = 0; p < WIDTH * HEIGHT; p++) picture.set([28, 38, 55, 255], p * 4);
  return picture;
};
/** `picture` with the blue channel of the pixels at `points` raised by `by`. */
const raised = (picture: Uint8Array, points: [number, number][], by: number) => {
  const copy = picture.slice();
  for (const [x, y] of points) copy[(y * WIDTH + x) * 4 + 2]! += by;
  return copy;
};
const count = (two: Uint8Array) => differingPixelCount(plain(), two, WIDTH);

describe('differingPixelCount', () => {
  it('finds nothing between a picture and itself, or within SAME_PIXEL in every pixel', () => {
    expect(count(plain())).toBe(0);
    const everywhere = [...Array(WIDTH * HEIGHT).keys()].map((p): [number, number] => [
      p % WIDTH,
      Math.floor(p / WIDTH),
    ]);
    expect(count(raised(plain(), everywhere, SAME_PIXEL))).toBe(0);
  });

  it('lets a lone antialiased pixel up to LONE_SPECK apart pass, anywhere, the corners and edges too', () => {
    for (const point of [
      [3, 2],
      [0, 0],
      [WIDTH - 1, HEIGHT - 1],
      [0, 3],
    ] as [number, number][])
      expect(count(raised(plain(), [point], LONE_SPECK)), String(point)).toBe(0);
    // The specks of a real sighting: the one of 3 among 1s around it.
    const around: [number, number][] = [
      [2, 1],
      [3, 1],
      [4, 3],
    ];
    expect(count(raised(raised(plain(), around, 1), [[3, 2]], 3))).toBe(0);
  });

  it('counts a lone pixel further apart than LONE_SPECK', () => {
    expect(count(raised(plain(), [[3, 2]], LONE_SPECK + 1))).toBe(1);
    expect(count(raised(plain(), [[0, 0]], 200))).toBe(1);
  });

  it('counts neighbours that are both apart, however little, and a region', () => {
    expect(
      count(
        raised(
          plain(),
          [
            [3, 2],
            [4, 2],
          ],
          3,
        ),
      ),
    ).toBe(2);
    expect(
      count(
        raised(
          plain(),
          [
            [3, 2],
            [4, 3],
          ],
          3,
        ),
      ),
    ).toBe(2);
    const region: [number, number][] = [];
    for (let y = 1; y < 4; y++) for (let x = 2; x < 6; x++) region.push([x, y]);
    expect(count(raised(plain(), region, SAME_PIXEL + 1))).toBe(region.length);
  });

  it('does not join pixels at the end of one row and the start of the next', () => {
    expect(
      count(
        raised(
          plain(),
          [
            [WIDTH - 1, 1],
            [0, 2],
          ],
          3,
        ),
      ),
    ).toBe(0);
  });

  it('refuses pictures of different sizes', () => {
    expect(() => differingPixelCount(plain(), new Uint8Array(4), WIDTH)).toThrow(/different sizes/);
  });
});
