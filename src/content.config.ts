/**
 * The content model's wiring: each collection of src/schemas/index.ts (the schemas, one file each
 * in src/schemas/) gets its loader. A wrong or missing field fails `astro dev`/`astro build`/
 * `astro check` with the file and the field named.
 */
import { defineCollection, reference, type ImageFunction } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { idFileMismatch } from './lib/build/content-paths';
import { CONTENT_MODEL, type CollectionModel } from './schemas';

function loaderFor({ storage }: CollectionModel) {
  if (storage.kind === 'singleton') return file(storage.file);
  const loader = glob({
    base: `./${storage.folder}`,
    pattern: `**/*.${storage.extension}`,
    // One file per entry, named by its id: the file name is the id, and an id field must agree.
    generateId: ({ entry, data }) => {
      const mismatch = idFileMismatch(`${storage.folder}/${entry}`, storage.idField, data);
      if (mismatch) throw new Error(mismatch);
      return entry
        .replace(/\.\w+$/, '')
        .split('/')
        .pop()!;
    },
  });
  return storage.mayBeEmpty ? quietWhenEmpty(loader) : loader;
}

/**
 * A folder that may hold no file (content/insights/ ships none): the glob loader's warnings that
 * it is empty or absent are its normal state, not news, and so is an empty collection: the store
 * keeps it as one with no entry (else each page that lists the collection warns it does not exist).
 * Every other message passes.
 */
function quietWhenEmpty(loader: Loader): Loader {
  const empty = /^(No files found matching|The base directory .* does not exist)/;
  return {
    ...loader,
    load: async (context) => {
      const { logger, store } = context;
      const quiet = Object.assign(Object.create(logger) as typeof logger, {
        warn: (message: string) => (empty.test(message) ? undefined : logger.warn(message)),
      });
      await loader.load({ ...context, logger: quiet });
      if (store.keys().length === 0) {
        // Astro's store has no call for "an empty collection": an entry set and deleted leaves one.
        store.set({ id: 'empty', data: {} });
        store.delete('empty');
      }
    },
  };
}

/** A collection typed by its own schema (the declared return type carries it to every page). */
function collectionFor<M extends CollectionModel>(
  model: M,
): { loader: ReturnType<typeof loaderFor>; schema: (ctx: { image: ImageFunction }) => ReturnType<M['schema']> } {
  const schema = ({ image }: { image: ImageFunction }) => model.schema({ image, reference }) as ReturnType<M['schema']>;
  const config = { loader: loaderFor(model), schema };
  defineCollection(config); // Astro's own checks of the configuration; it returns the same object
  return config;
}

type Collections = { [K in keyof typeof CONTENT_MODEL]: ReturnType<typeof collectionFor<(typeof CONTENT_MODEL)[K]>> };

export const collections = Object.fromEntries(
  Object.entries(CONTENT_MODEL).map(([name, model]) => [name, collectionFor(model)]),
) as Collections;

export * from './schemas';
