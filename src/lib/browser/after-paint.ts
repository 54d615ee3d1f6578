/**
 * Runs `then` once the page has painted: at once if the browser has a record of its first paint,
 * else when it makes one (a buffered `paint` observer), or, where the browser keeps no such record,
 * after a frame and a task. A frame requested and a task after it can still run before that frame
 * reaches the screen on a busy machine (seen in CI: an analytics count left at 204 ms, the paint at
 * 232), so the browser's own record comes first. What waits on it: the analytics pageview
 * (src/components/analytics/page-analytics.ts), which must never leave before the paint.
 */
export function afterPaint(win: Window & typeof globalThis, then: () => void): void {
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
    return void win.requestAnimationFrame(() => win.setTimeout(then, 0));
  if (win.performance.getEntriesByType('paint').length > 0) return then();
  const observer = new win.PerformanceObserver(() => {
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}
