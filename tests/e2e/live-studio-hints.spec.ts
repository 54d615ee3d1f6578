// Every help text the live studio shows reads as written. Sveltia shows a field's hint as markdown
// rendered to sanitised HTML (`field-editor.svelte` of its source: marked's `parseInline`, then
// DOMPurify keeping strong, em, del, code, a and br), so a description's "<title>" once swallowed
// the rest of the SEO › Title hint, which read "The". Here each hint of the built studio's
// configuration is rendered by the studio page's own marked and DOMPurify (Sveltia's bundle exposes
// them as window.marked and window.DOMPurify) exactly as Sveltia renders it, and the text a reader
// sees must be the schema's description, for every described field of every collection.
import { expect, test } from '@playwright/test';
import type { Field } from '@sveltia/cms';
import { TEST_STUDIO_ENV } from '../../scripts/support/live-studio-env.mjs';
import { STUDIO_PATH } from '../../src/lib/build/security-headers';
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { studioSettings } from '../../src/lib/studio/studio-settings';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';
import { sveltiaConfig } from '../../studio/sveltia';

interface Hint {
  where: string;
  hint: string;
  text: string;
}

type AnyField = Field & { fields?: AnyField[]; field?: AnyField; hint?: string };

/** Each described field of `model` with the hint its form field carries (empty when it carries none). */
function hintsOf(field: AnyField, model: FieldModel, where: string): Hint[] {
  const own = model.common.description ? [{ where, hint: field.hint ?? '', text: model.common.description }] : [];
  const inner = model.type === 'array' ? model.element : model;
  if (inner.type === 'object') {
    return [
      ...own,
      ...(field.fields ?? []).flatMap((sub) =>
        inner.fields[sub.name] ? hintsOf(sub, inner.fields[sub.name]!, `${where} › ${sub.name}`) : [],
      ),
    ];
  }
  if (model.type === 'array' && field.field) return [...own, ...hintsOf(field.field, model.element, `${where}[]`)];
  return own;
}

/** Every described field of the studio's configuration, paired with the schema it was made from. */
function everyHint(): Hint[] {
  const settings = studioSettings(TEST_STUDIO_ENV);
  if (!settings || settings instanceof Error) throw new Error('the test studio has no settings');
  const collections = sveltiaConfig(settings).collections as unknown as {
    name: string;
    fields?: AnyField[];
    files?: { file: string; fields: AnyField[] }[];
  }[];
  return (Object.entries(CONTENT_MODEL) as [string, CollectionModel][]).flatMap(([name, model]) => {
    const { storage } = model;
    if (storage.kind === 'singleton') {
      const file = collections.flatMap((c) => c.files ?? []).find((f) => f.file === storage.file)!;
      const inner = modelOf(model.schema(studioContext));
      const described = { ...inner, common: { ...inner.common, description: model.label } };
      return hintsOf(file.fields[0]!, described, storage.file);
    }
    return [{ name, schema: model.schema }, ...(model.parts ?? [])].flatMap((part) => {
      const collection = collections.find((c) => c.name === part.name);
      if (!collection) return [];
      const schema = modelOf(part.schema(studioContext));
      return hintsOf({ name: part.name, widget: 'object', fields: collection.fields } as AnyField, schema, part.name);
    });
  });
}

test('every hint of the live studio renders, as Sveltia renders it, to its description word for word', async ({
  page,
}) => {
  const hints = everyHint();
  expect(hints.length, 'described fields').toBeGreaterThan(200);
  expect(
    hints.filter((h) => !h.hint).map((h) => h.where),
    'described fields without a hint',
  ).toEqual([]);
  await page.goto(STUDIO_PATH);
  await expect
    .poll(() => page.evaluate(() => typeof (window as { DOMPurify?: { sanitize?: unknown } }).DOMPurify?.sanitize), {
      timeout: 30_000,
    })
    .toBe('function');
  const shown = await page.evaluate(
    (all) => {
      const { marked, DOMPurify } = window as unknown as {
        marked: { parseInline: (text: string) => string };
        DOMPurify: { sanitize: (html: string, options: object) => string };
      };
      // Sveltia's own rendering of a hint (field-editor.svelte's `_sanitize`), its options copied.
      const options = { ALLOWED_TAGS: ['strong', 'em', 'del', 'code', 'a', 'br'], ALLOWED_ATTR: ['href'] };
      return all.map((hint) => {
        const p = document.createElement('p');
        p.innerHTML = DOMPurify.sanitize(marked.parseInline(hint.hint.replaceAll('\\n', '<br>')), options);
        return { where: hint.where, text: p.textContent };
      });
    },
    hints.map(({ where, hint }) => ({ where, hint })),
  );
  expect(shown).toEqual(hints.map(({ where, text }) => ({ where, text })));
});
