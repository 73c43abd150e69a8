import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp (with libvips, ~17 MB resident) imported on the first image to process rather than at start: most API
 * processes serve no upload and no carrier thumbnail for a long time.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
