import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import { CARD_HEIGHT, CARD_WIDTH } from '../lib/build/social-card';
import { SocialCard, type SocialCardProps } from './SocialCard';
import { svgToPng } from './png';

const require = createRequire(import.meta.url);

/** The brand typeface for satori, which reads TTF, OTF and WOFF (not WOFF2): the static cuts. */
const WEIGHTS = [500, 700, 800] as const;
let fonts: Promise<Font[]> | undefined;
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: 'Plus Jakarta Sans',
      weight,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fonts;
}

/** A page's 1200×630 social card as PNG bytes. */
export async function renderSocialCard(props: SocialCardProps): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await satori(SocialCard(props), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return svgToPng(svg, CARD_WIDTH);
}
