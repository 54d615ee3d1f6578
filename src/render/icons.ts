import mark from '../assets/brand-mark.svg?raw';
import { PNG_ICONS, maskableSvg } from '../lib/build/brand-icons';
import { getSite } from '../data/site';
import { svgToPng } from './png';

/** One of PNG_ICONS, rasterised from the brand mark. */
export async function renderIcon(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const icon = PNG_ICONS.find((i) => i.path === path);
  if (!icon) throw new Error(`${path} is not one of PNG_ICONS (src/lib/build/brand-icons.ts)`);
  const { brand } = await getSite();
  return svgToPng(icon.maskable ? maskableSvg(mark, brand.primary) : mark, icon.size);
}
