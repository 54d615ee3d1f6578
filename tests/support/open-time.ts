// How long something was outstanding within a window: the union of intervals, clipped to it. The
// studio's first-form test uses it for how long the GitHub stand-in kept the studio waiting (its
// requests' [received, answered]), where answers overlap and nest.

/** How many ms of [from, to] at least one of the intervals covers (each counted once, however many overlap). */
export function openTime(intervals: readonly (readonly [number, number])[], from: number, to: number): number {
  let covered = 0;
  let reached = from;
  for (const [start, end] of intervals.toSorted((a, b) => a[0] - b[0])) {
    const a = Math.max(start, reached);
    const b = Math.min(end, to);
    if (b > a) covered += b - a;
    reached = Math.max(reached, Math.min(end, to));
  }
  return covered;
}
