// What `npm run messages -- --export / --erase` prints of the database functions' answers.
import { describe, expect, it } from 'vitest';
import { describeErasure, describeExport, safeJson } from '../../scripts/local-backend/sender-data.mjs';

describe('safeJson', () => {
  const value = { message: 'a\u001b[2J b\u007f c\u009b31m d\u2028e\n', n: 1 };

  it('parses back to the same value', () => expect(JSON.parse(safeJson(value))).toEqual(value));
  it('writes no raw control character or line separator', () => {
    // eslint-disable-next-line no-control-regex -- finding control characters is what this does
    expect(safeJson(value)).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(safeJson(value)).toContain('\\u007f');
    expect(safeJson(value)).toContain('\\u009b');
    expect(safeJson(value)).toContain('\\u2028');
  });
});

describe('describeErasure', () => {
  it('lists each table with its rows, the messages first', () => {
    expect(
      describeErasure({
        email: 'jane@example.com',
        found: true,
        deleted: {
          'private.contact_rate_buckets': 1,
          'public.contact_messages': 2,
          'private.contact_notifications': 0,
        },
        digests_trimmed: 0,
      }),
    ).toBe(
      [
        'Erased everything held under jane@example.com:',
        '  public.contact_messages        2 rows deleted',
        '  private.contact_notifications  0 rows deleted',
        '  private.contact_rate_buckets   1 row deleted',
      ].join('\n'),
    );
  });

  it('says when a digest shared with other senders was kept without this sender’s messages', () => {
    const text = describeErasure({
      email: 'jane@example.com',
      found: true,
      deleted: { 'public.contact_messages': 1 },
      digests_trimmed: 2,
    });
    expect(text.split('\n').at(-1)).toBe(
      "  2 digest e-mails to the agency also carry other senders' messages: kept, without this sender's.",
    );
  });

  it('says when nothing was held', () => {
    expect(
      describeErasure({
        email: 'nobody@example.com',
        found: false,
        deleted: { 'public.contact_messages': 0 },
        digests_trimmed: 0,
      }),
    ).toBe('Nothing is held under nobody@example.com: nothing was erased.');
  });
});

describe('describeExport', () => {
  it.each([
    [true, 'Everything held under jane@example.com, as JSON.'],
    [false, 'Nothing is held under jane@example.com.'],
  ])('found: %s', (found, line) => expect(describeExport({ email: 'jane@example.com', found })).toBe(line));
});
