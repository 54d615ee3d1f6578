import { describe, expect, it } from 'vitest';
import { parsePrefer, pgErrorAnswer, pgErrorBody, statusForPgError } from '../../scripts/local-backend/postgrest.mjs';

describe('statusForPgError (PostgREST’s mapSQLtoHTTP)', () => {
  it.each<[string, string, boolean, number]>([
    ['23514', 'new row violates check constraint', false, 400],
    ['23502', 'null value in column "name"', false, 400],
    ['22001', 'value too long', false, 400],
    ['23505', 'duplicate key value violates unique constraint', false, 409],
    ['23503', 'insert or update violates foreign key constraint', false, 409],
    ['42501', 'permission denied for table contact_messages', false, 401],
    ['42501', 'permission denied for table contact_messages', true, 403],
    ['42P01', 'relation does not exist', false, 404],
    ['42883', 'function f() does not exist', false, 404],
    ['42883', 'function xmlagg(text) does not exist', false, 406],
    ['25006', 'cannot execute INSERT in a read-only transaction', false, 405],
    ['21000', 'UPDATE requires a WHERE clause', false, 400],
    ['21000', 'more than one row returned by a subquery', false, 500],
    ['22023', 'role "ghost" does not exist', false, 401],
    ['22023', 'invalid parameter', false, 400],
    ['08006', 'connection failure', false, 503],
    ['53300', 'too many connections', false, 503],
    ['53400', 'configuration limit exceeded', false, 500],
    ['57P01', 'terminating connection', false, 503],
    ['40001', 'could not serialize access', false, 500],
    ['P0001', 'raised by a function', false, 400],
    ['P0002', 'no data found', false, 500],
    ['PT418', 'custom status', false, 418],
    ['PTabc', 'bad custom status', false, 500],
    ['XX000', 'internal error', false, 500],
    ['28P01', 'password authentication failed', false, 403],
  ])('%s (%s, authed %s) → %i', (code, message, authed, status) => {
    expect(statusForPgError(code, message, authed)).toBe(status);
  });
});

describe('pgErrorBody', () => {
  it('has PostgREST’s four keys, in its order, with null for what PostgreSQL left out', () => {
    const body = pgErrorBody({ code: '23514', message: 'violates check constraint', detail: undefined, hint: '' });
    expect(body).toEqual({ code: '23514', details: null, hint: null, message: 'violates check constraint' });
    expect(Object.keys(body)).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('keeps detail and hint when PostgreSQL gives them', () => {
    expect(
      pgErrorBody({ code: '23505', message: 'duplicate', detail: 'Key (id)=(1) already exists.', hint: 'Try another' }),
    ).toEqual({
      code: '23505',
      details: 'Key (id)=(1) already exists.',
      hint: 'Try another',
      message: 'duplicate',
    });
  });
});

describe('pgErrorAnswer', () => {
  it('adds Proxy-Status, and WWW-Authenticate on a 401', () => {
    expect(pgErrorAnswer({ code: '42501', message: 'permission denied' }, false)).toMatchObject({
      status: 401,
      headers: { 'Proxy-Status': 'PostgREST; error=42501', 'WWW-Authenticate': 'Bearer' },
    });
    expect(pgErrorAnswer({ code: '23514', message: 'check' }, false).headers).toEqual({
      'Proxy-Status': 'PostgREST; error=23514',
    });
  });
});

describe('parsePrefer', () => {
  it.each<[string | string[] | undefined, object]>([
    [undefined, { applied: [] }],
    ['return=minimal', { return: 'minimal', applied: ['return=minimal'] }],
    [
      'return=representation, count=exact',
      { return: 'representation', count: 'exact', applied: ['return=representation', 'count=exact'] },
    ],
    [
      ['count=exact', 'return=headers-only'],
      { return: 'headers-only', count: 'exact', applied: ['count=exact', 'return=headers-only'] },
    ],
    ['missing=default,tx=rollback', { applied: [] }],
    ['return=everything', { applied: [] }],
    ['return=minimal,return=representation', { return: 'minimal', applied: ['return=minimal'] }],
  ])('%j → %j', (header, expected) => {
    expect(parsePrefer(header)).toEqual(expected);
  });
});
