// Where a page's main thread goes, read from the trace Lighthouse records (real time, before its
// simulated CPU slowdown): the renderer's tasks, what each spent its time on, and the heaviest one,
// which the gate judges. Pure functions over trace events, so the rules are unit-tested.

/**
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [ph]
 * @property {number} ts microseconds
 * @property {number} [dur] microseconds
 * @property {number} [tdur] microseconds the thread ran (its CPU time), without the time it waited
 * @property {number} pid
 * @property {number} tid
 * @property {Record<string, any>} [args] trace arguments are loosely typed by Chromium
 */

/**
 * @typedef {object} TaskSummary
 * @property {number} startMs from the first contentful paint (negative: before it)
 * @property {number} durationMs real time: what Lighthouse's simulation counts (times its slowdown)
 * @property {number} cpuMs the thread's own CPU time within it: real time less the time it waited
 *   for a core (another process's turn) or for another thread (the compositor, a raster worker)
 * @property {string} kind what most of its time went to (see KINDS)
 * @property {Record<string, number>} breakdown milliseconds per kind inside the task
 */

/** Trace event names by what they are, as Chromium's trace names them. */
const KINDS = /** @type {const} */ ({
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  style: ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  script: ['EvaluateScript', 'v8.compile', 'v8.run', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'],
  paint: ['Paint', 'PrePaint', 'Commit', 'Layerize', 'PaintImage', 'Decode Image'],
  animation: ['FireAnimationFrame', 'Animation', 'UpdateAnimations'],
  'svg image': ['SVGImage::DataChanged'],
});

/** Tasks shorter than this are not listed (Lighthouse's own cut for main-thread tasks is 10 ms). */
const LISTED_MS = 10;

/**
 * The renderer's main thread of the measured page: the thread that reported its first contentful
 * paint (about:blank and other frames run on other threads or report none).
 * @param {TraceEvent[]} events
 */
function pageMainThread(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  return { pid: fcp.pid, tid: fcp.tid, fcpTs: fcp.ts };
}

/** @param {string} name */
function kindOf(name) {
  for (const [kind, names] of Object.entries(KINDS))
    if (/** @type {readonly string[]} */ (names).includes(name)) return kind;
  return undefined;
}

/**
 * The page's main-thread tasks of at least 10 ms, in order, each with the time its own events took
 * per kind (nested events are counted once, at the outermost event of a kind) and the kind that
 * took most: "other" when none of the named events explains half of it.
 * @param {TraceEvent[]} events
 * @returns {TaskSummary[]}
 */
export function mainThreadTasks(events) {
  const thread = pageMainThread(events);
  if (!thread) return [];
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= LISTED_MS * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    /** @type {Record<string, number>} */
    const breakdown = {};
    /** @type {{ kind: string, end: number }[]} */
    const open = [];
    for (const e of own) {
      if (e.ts < task.ts || e.ts >= end || e === task) continue;
      const kind = kindOf(e.name);
      if (!kind) continue;
      while (open.length && (open.at(-1)?.end ?? 0) <= e.ts) open.pop();
      if (open.some((o) => o.kind === kind)) continue;
      breakdown[kind] = (breakdown[kind] ?? 0) + (e.dur ?? 0) / 1000;
      open.push({ kind, end: e.ts + (e.dur ?? 0) });
    }
    const durationMs = (task.dur ?? 0) / 1000;
    const cpuMs = task.tdur === undefined ? durationMs : task.tdur / 1000;
    const [top] = Object.entries(breakdown).sort((a, b) => b[1] - a[1]);
    return {
      startMs: (task.ts - thread.fcpTs) / 1000,
      durationMs,
      cpuMs,
      kind: top && top[1] >= durationMs / 2 ? top[0] : 'other',
      breakdown,
    };
  });
}

/**
 * The task of the whole load with the most CPU time of the page's own, before, across or after the
 * first paint: what npm test's gate judges. Where the paint lands relative to a long task is the
 * browser's doing, not the page's: a task started with the first frame straddles the paint on one
 * machine, and on another Chromium holds the paint until it ends (a long task before the paint
 * delays it instead of blocking input after it). Either way the page blocked its main thread.
 * @param {TaskSummary[]} tasks
 * @returns {TaskSummary | undefined}
 */
export function heaviestTask(tasks) {
  return tasks.reduce(
    (/** @type {TaskSummary | undefined} */ heaviest, t) => (!heaviest || t.cpuMs > heaviest.cpuMs ? t : heaviest),
    undefined,
  );
}

/**
 * The most real time one task of the load spent not running on its thread (its real time less its
 * CPU time): waiting for a core another process held, or for the compositor. A quiet machine shows
 * 1-40 ms; a machine running other suites beside the load, hundreds (a task of 355 ms real time held
 * 11 ms of CPU). Lantern's simulation counts a task's real time (times its slowdown), so such a run's
 * simulated LCP is the machine's as much as the page's.
 * @param {TaskSummary[]} tasks
 */
export function longestWaitMs(tasks) {
  return tasks.reduce((most, t) => Math.max(most, t.durationMs - t.cpuMs), 0);
}

/**
 * "52 ms, CPU 21 ms: layout (paint 13, style 4)": a task as the table prints it.
 * @param {TaskSummary | undefined} task
 */
export function describeTask(task) {
  if (!task) return 'none';
  const rest = Object.entries(task.breakdown)
    .filter(([kind, ms]) => kind !== task.kind && ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
  const what = `${task.kind}${rest.length ? ` (${rest.join(', ')})` : ''}`;
  return `${Math.round(task.durationMs)} ms, CPU ${Math.round(task.cpuMs)} ms: ${what}`;
}

/**
 * @typedef {object} LongTask one item of Lighthouse's `long-tasks` audit: with simulated throttling,
 *   its start and duration are the simulation's (the task's real time times the CPU slowdown)
 * @property {string} url the script it is attributed to, the page's URL, or "Unattributable"
 * @property {number} startTime ms
 * @property {number} duration ms
 */

/**
 * @typedef {object} BlockingSources
 * @property {number} unattributedMs blocking time of tasks Lighthouse attributes to nothing: in
 *   these pages, the navigation's commit (Chromium's own work before the page's first byte is parsed)
 * @property {number} pageMs blocking time of the page's own tasks (parse, style, layout, scripts)
 * @property {number} pageTasks how many of the page's tasks blocked
 */

/**
 * What a run's Total Blocking Time is made of, read from Lighthouse's simulated long tasks: each
 * task's part beyond 50 ms after the FCP estimate. An approximation of the TBT Lighthouse reports
 * (which averages two simulations), close enough to say whose tasks it was.
 * @param {LongTask[]} items
 * @param {number} fcpMs Lighthouse's (simulated) first contentful paint
 * @returns {BlockingSources}
 */
export function blockingSources(items, fcpMs) {
  const sources = { unattributedMs: 0, pageMs: 0, pageTasks: 0 };
  for (const item of items) {
    const after = Math.min(item.duration, item.startTime + item.duration - fcpMs);
    const blocking = after - 50;
    if (blocking <= 0) continue;
    if (item.url === 'Unattributable') sources.unattributedMs += blocking;
    else {
      sources.pageMs += blocking;
      sources.pageTasks += 1;
    }
  }
  return sources;
}

/**
 * "commit 54 + page 42 (3)": the blocking time as the table prints it.
 * @param {BlockingSources | undefined} sources
 */
export function describeBlocking(sources) {
  if (!sources) return '';
  const parts = [];
  if (sources.unattributedMs >= 1) parts.push(`commit ${Math.round(sources.unattributedMs)}`);
  if (sources.pageMs >= 1) parts.push(`page ${Math.round(sources.pageMs)} (${sources.pageTasks})`);
  return parts.length ? parts.join(' + ') : 'none';
}
