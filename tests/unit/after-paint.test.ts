// afterPaint (src/lib/browser/after-paint.ts): the browser's record of the first paint when it keeps
// one, a frame and a task where it keeps none.
import { describe, expect, it } from 'vitest';
import { afterPaint } from '../../src/lib/browser/after-paint';

type Win = Window & typeof globalThis;

/** A window that keeps paint records: `painted` already, or observed when `paint()` is called. */
function recordingWindow(painted: boolean) {
  let observer: { callback: () => void; disconnected: boolean; buffered?: boolean } | undefined;
  const win = {
    PerformanceObserver: Object.assign(
      function (this: unknown, callback: () => void) {
        observer = { callback, disconnected: false };
        return {
          observe: (options: { type: string; buffered: boolean }) => {
            expect(options.type).toBe('paint');
            observer!.buffered = options.buffered;
          },
          disconnect: () => (observer!.disconnected = true),
        };
      },
      { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
    ),
    performance: { getEntriesByType: (type: string) => (type === 'paint' && painted ? [{ name: 'first-paint' }] : []) },
  };
  return { win: win as unknown as Win, paint: () => observer?.callback(), observer: () => observer };
}

describe('afterPaint', () => {
  it('runs at once when the browser has recorded a paint', () => {
    const { win } = recordingWindow(true);
    const ran: string[] = [];
    afterPaint(win, () => ran.push('then'));
    expect(ran).toEqual(['then']);
  });

  it('waits for the paint record (buffered, so one made before it asked counts), then stops watching', () => {
    const { win, paint, observer } = recordingWindow(false);
    const ran: string[] = [];
    afterPaint(win, () => ran.push('then'));
    expect(ran).toEqual([]);
    expect(observer()?.buffered).toBe(true);
    paint();
    expect(ran).toEqual(['then']);
    expect(observer()?.disconnected).toBe(true);
  });

  it('where the browser keeps no paint record: after a frame, then a task', () => {
    const steps: string[] = [];
    const queue: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (cb: () => void) => (steps.push('frame'), queue.push(cb)),
      setTimeout: (cb: () => void) => (steps.push('task'), queue.push(cb)),
    } as unknown as Win;
    afterPaint(win, () => steps.push('then'));
    while (queue.length > 0) queue.shift()!();
    expect(steps).toEqual(['frame', 'task', 'then']);
  });
});
