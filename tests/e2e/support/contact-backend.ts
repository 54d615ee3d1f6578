// The contact backend answered in the page's place, as PostgREST answers a created row.
import type { Page, Request } from '@playwright/test';

/**
 * Answers every insert into contact_messages with 201 (CORS included: the backend is another
 * origin) and returns the list of inserts it received, in order.
 */
export async function acceptContactMessages(page: Page): Promise<Request[]> {
  const inserts: Request[] = [];
  await page.route('**/rest/v1/contact_messages*', async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    inserts.push(request);
    return route.fulfill({ status: 201, headers: cors, body: '' });
  });
  return inserts;
}
