// What the analytics specs share: a browser context each test can tell its own events by, and the
// events the stand-in of the providers' APIs recorded for it (tests/support/analytics-standin.ts).
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import type { RecordedEvent } from '../support/analytics-standin';
import { STANDIN_ORIGIN } from './sites';

/**
 * A desktop Chrome's user agent with a tag: the stand-in, like both services, drops events from a
 * headless browser's own agent, and the tag tells one test's events from another's.
 */
export function visitorAgent(tag: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 visit/${tag}`;
}

export async function taggedContext(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; tag: string }> {
  const tag = randomUUID();
  return { context: await browser.newContext({ baseURL, userAgent: visitorAgent(tag) }), tag };
}

/** What the stand-in recorded from this test's browser. */
export async function recordedFor(tag: string): Promise<RecordedEvent[]> {
  const response = await fetch(`${STANDIN_ORIGIN}/__events`);
  const events = (await response.json()) as RecordedEvent[];
  return events.filter((event) => event.userAgent.endsWith(`visit/${tag}`));
}

export const pageviews = (events: RecordedEvent[]) => events.filter((event) => event.name === 'pageview');
export const named = (events: RecordedEvent[], name: string) => events.filter((event) => event.name === name);
