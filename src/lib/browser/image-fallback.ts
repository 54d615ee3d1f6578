/** What the fallback handler needs to know of an `<img>`; passed in so this stays DOM-free. */
export interface ImageState {
  /** Current `src`. */
  src: string;
  /** The `data-fallback` attribute, if the image opted in. */
  fallback: string | null;
  /** Loaded (or failed) already. */
  complete: boolean;
  naturalWidth: number;
}

/**
 * The src to switch to, or null to leave the image alone: images that opted in and failed,
 * never the fallback itself (a missing fallback must not loop).
 */
export function fallbackFor(image: ImageState, failed: boolean): string | null {
  if (!image.fallback) return null;
  if (image.src.endsWith(image.fallback)) return null;
  const broken = failed || (image.complete && image.naturalWidth === 0);
  return broken ? image.fallback : null;
}
