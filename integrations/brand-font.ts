import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import {
  BRAND_SOURCE,
  FALLBACK_FACES,
  WEIGHT_BANDS,
  brandFontHref,
  fallbackMetrics,
  fontFaceCss,
  jsonStrings,
  labels,
  prose,
  subsetCharacters,
  type MeasuredFace,
} from '../src/lib/build/brand-font.ts';

/** The copy: the editors' (content/) and the interface's labels (the one place words stay in code). */
const CONTENT = 'content';
const UI_LABELS = 'src/lib/browser/ui-labels.ts';
const VIRTUAL_ID = 'virtual:brand-font';
/** The text of every file of the copy: a JSON file's strings (escapes decoded), any other file whole. */
function readCopy(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const files = walk(join(root, CONTENT)).filter((file) => /\.(json|md|mdx|ya?ml)$/.test(file));
  return [
    ...files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return file.endsWith('.json') ? jsonStrings(JSON.parse(text)) : [text];
    }),
    readFileSync(join(root, UI_LABELS), 'utf8'),
  ];
}

/** A font's metrics and the width it sets `copy` in (HarfBuzz's shaping, kerning included), in ems. */
function measure(sfnt: Uint8Array, copy: string, weight?: number): MeasuredFace {
  const face = new hb.Face(new hb.Blob(sfnt));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(copy);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  const { ascender, descender } = font.hExtents();
  const em = face.upem;
  return { ascent: ascender / em, descent: descender / em, width: width / em };
}

interface BrandFont {
  /** `/_astro/brand.<hash>.woff2` */
  href: string;
  woff2: Uint8Array;
  /** The @font-face rules every page inlines. */
  css: string;
}

/** Subsets the typeface to the copy's characters and sizes each fallback to the copy set in it. */
async function makeBrandFont(root: string): Promise<BrandFont> {
  const require = createRequire(join(root, 'package.json'));
  const read = (specifier: string) => readFileSync(require.resolve(specifier));
  const copy = readCopy(root);
  const characters = subsetCharacters(copy);
  const texts = { prose: prose(copy).join('\n'), labels: labels(copy).join('\n') };
  const brand = read(BRAND_SOURCE);
  const woff2 = await subsetFont(brand, characters, { targetFormat: 'woff2' });
  const brandSfnt = await subsetFont(brand, characters, { targetFormat: 'truetype' });
  const fallbacks = await Promise.all(
    FALLBACK_FACES.map(async (face) => {
      const sfnt = await subsetFont(read(face.file), characters, { targetFormat: 'truetype' });
      const bands = WEIGHT_BANDS.filter((band) => band.file === face.weight);
      const metrics = fallbackMetrics(
        bands.map((band) => measure(brandSfnt, texts[band.text], band.matched)),
        bands.map((band) => measure(sfnt, texts[band.text])),
        bands,
      );
      return metrics.map((m, i) => ({ face, band: bands[i]!, metrics: m }));
    }),
  );
  const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 10);
  const href = brandFontHref(hash);
  return { href, woff2, css: fontFaceCss(href, fallbacks.flat()) };
}

/**
 * The brand typeface on every page (src/lib/build/brand-font.ts): at each build, the variable file
 * subset to the characters of the copy and written to `/_astro/brand.<hash>.woff2`, and its
 * @font-face rules with the fallbacks sized to it given to the layout as `virtual:brand-font`.
 * Under `astro dev` the file is made once and served at the same address.
 */
export default function brandFont(): AstroIntegration {
  let made: Promise<BrandFont> | undefined;
  let root = process.cwd();
  const make = () => (made ??= makeBrandFont(root));
  return {
    name: 'brand-font',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'brand-font',
                resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
                load: async (id) =>
                  id === `\0${VIRTUAL_ID}`
                    ? await make().then(
                        ({ css, href }) =>
                          `export default ${JSON.stringify(css)};export const href = ${JSON.stringify(href)};`,
                      )
                    : undefined,
                configureServer(server) {
                  server.middlewares.use((request, response, next) => {
                    void make().then(({ href, woff2 }) => {
                      if (request.url !== href) return next();
                      response.setHeader('Content-Type', 'font/woff2');
                      response.end(woff2);
                    }, next);
                  });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir }) => {
        const { href, woff2 } = await make();
        await mkdir(fileURLToPath(new URL('./_astro/', dir)), { recursive: true });
        await writeFile(fileURLToPath(new URL(`.${href}`, dir)), woff2);
      },
    },
  };
}
