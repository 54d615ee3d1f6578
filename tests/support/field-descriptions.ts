// Every help text the content model gives a field, by its path (`services.hero.headline`): what both
// studios show editors beside a field. The tests that judge those texts walk this one list.
import { CONTENT_MODEL, type CollectionModel } from '../../src/schemas/index';
import { modelOf, studioContext, type FieldModel } from '../../studio/model';

const descriptions = (model: FieldModel, path: string): [string, string][] => {
  const own: [string, string][] = model.common.description ? [[path, model.common.description]] : [];
  if (model.type === 'object')
    return [...own, ...Object.entries(model.fields).flatMap(([k, f]) => descriptions(f, `${path}.${k}`))];
  if (model.type === 'array') return [...own, ...descriptions(model.element, `${path}[]`)];
  return own;
};

/** [field path, description] for every described field of every collection and its parts. */
export const FIELD_DESCRIPTIONS: [string, string][] = (
  Object.entries(CONTENT_MODEL) as [string, CollectionModel][]
).flatMap(([name, c]) =>
  [{ name, schema: c.schema }, ...(c.parts ?? [])].flatMap((part) =>
    descriptions(modelOf(part.schema(studioContext)), part.name),
  ),
);
