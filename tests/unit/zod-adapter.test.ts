// studio/zod-adapter.ts reads zod's insides (a check's definition has no public reader): this
// test holds it to what the studio's forms need, so a zod upgrade that moves them fails here
// rather than as forms without limits.
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { checksOf, defOf } from '../../studio/zod-adapter';

describe("the studio's reader of zod schemas", () => {
  test('reads the kind of a schema and its parts', () => {
    expect(defOf(z.string()).type).toBe('string');
    expect(defOf(z.string().optional())).toMatchObject({ type: 'optional', innerType: expect.anything() });
    expect(defOf(z.number().default(3))).toMatchObject({ type: 'default', defaultValue: 3 });
    expect(defOf(z.object({ a: z.string() })).shape).toHaveProperty('a');
    expect(defOf(z.array(z.string())).element).toBeDefined();
    expect(defOf(z.enum(['a', 'b'])).entries).toEqual({ a: 'a', b: 'b' });
    expect(defOf(z.union([z.object({}), z.object({})])).options).toHaveLength(2);
    expect(defOf(z.string().transform((s) => s.length)).type).toBe('pipe');
  });

  test('reads lengths, bounds, whole numbers and a pattern with its message', () => {
    expect(checksOf(z.string().min(2).max(90))).toMatchObject([
      { check: 'min_length', minimum: 2 },
      { check: 'max_length', maximum: 90 },
    ]);
    expect(checksOf(z.string().length(4))).toMatchObject([{ check: 'length_equals', length: 4 }]);
    expect(checksOf(z.number().min(1).max(24))).toMatchObject([
      { check: 'greater_than', value: 1 },
      { check: 'less_than', value: 24 },
    ]);
    expect(checksOf(z.number().int())).toMatchObject([{ check: 'number_format', format: 'safeint' }]);
    const [pattern] = checksOf(z.string().regex(/^[a-z]+$/, 'Lower-case letters only'));
    expect(pattern).toMatchObject({ check: 'string_format', pattern: /^[a-z]+$/ });
    expect(pattern!.error?.({})).toBe('Lower-case letters only');
    expect(checksOf(z.array(z.string()).min(1).max(3))).toMatchObject([
      { check: 'min_length', minimum: 1 },
      { check: 'max_length', maximum: 3 },
    ]);
    expect(checksOf(z.boolean())).toEqual([]);
  });
});
