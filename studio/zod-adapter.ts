/**
 * The one place the studio reads a zod schema's insides. A schema's definition is public
 * (`schema.def`); the definition of a check (a length, a pattern and its message) has no public
 * reader, so it is read from zod's `_zod.def`. tests/unit/zod-adapter.test.ts fails on a zod
 * upgrade that moves either.
 */
import type { z } from 'astro/zod';

/** A schema's definition: its kind (`type`) and that kind's parts (`innerType`, `shape`, `checks` …). */
export type Def = { type: string; [key: string]: unknown };

/** A check's definition: which check, and its bound, pattern or message. */
export type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  pattern?: RegExp;
  format?: string;
  error?: (issue: object) => unknown;
};

export const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

export const checksOf = (schema: z.ZodType): CheckDef[] =>
  ((defOf(schema).checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);
