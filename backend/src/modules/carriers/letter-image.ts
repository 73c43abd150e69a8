import { createHash } from 'node:crypto';

/**
 * Stroke outlines of A–Z and 0–9 on a 100 × 140 box. The letter image draws its initial with these paths rather
 * than with <text>, because the production image (node slim) has no fonts for librsvg to render text with.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0 140L50 0L100 140M20 85H80',
  B: 'M0 140V0H62Q98 0 98 35Q98 70 62 70H0M62 70Q100 70 100 105Q100 140 62 140H0',
  C: 'M100 22Q86 0 55 0Q0 0 0 70Q0 140 55 140Q86 140 100 118',
  D: 'M0 0V140H45Q100 140 100 70Q100 0 45 0Z',
  E: 'M100 0H0V140H100M0 70H70',
  F: 'M100 0H0V140M0 70H70',
  G: 'M100 22Q86 0 55 0Q0 0 0 70Q0 140 55 140Q100 140 100 92V76H60',
  H: 'M0 0V140M100 0V140M0 70H100',
  I: 'M20 0H80M50 0V140M20 140H80',
  J: 'M100 0V98Q100 140 55 140Q12 140 4 104',
  K: 'M0 0V140M100 0L0 88M32 62L100 140',
  L: 'M0 0V140H100',
  M: 'M0 140V0L50 92L100 0V140',
  N: 'M0 140V0L100 140V0',
  O: 'M50 0Q0 0 0 70Q0 140 50 140Q100 140 100 70Q100 0 50 0Z',
  P: 'M0 140V0H62Q100 0 100 37Q100 75 62 75H0',
  Q: 'M50 0Q0 0 0 70Q0 140 50 140Q100 140 100 70Q100 0 50 0ZM62 104L100 142',
  R: 'M0 140V0H62Q100 0 100 37Q100 75 62 75H0M55 75L100 140',
  S: 'M96 20Q82 0 50 0Q4 0 4 36Q4 66 50 70Q96 74 96 106Q96 140 50 140Q14 140 0 116',
  T: 'M0 0H100M50 0V140',
  U: 'M0 0V94Q0 140 50 140Q100 140 100 94V0',
  V: 'M0 0L50 140L100 0',
  W: 'M0 0L24 140L50 48L76 140L100 0',
  X: 'M0 0L100 140M100 0L0 140',
  Y: 'M0 0L50 70L100 0M50 70V140',
  Z: 'M0 0H100L0 140H100',
  '0': 'M50 0Q4 0 4 70Q4 140 50 140Q96 140 96 70Q96 0 50 0Z',
  '1': 'M22 26L56 0V140M20 140H92',
  '2': 'M4 32Q14 0 50 0Q96 0 96 40Q96 72 0 140H100',
  '3': 'M4 18Q20 0 50 0Q96 0 96 35Q96 68 46 70Q96 72 96 106Q96 140 50 140Q16 140 0 120',
  '4': 'M76 140V0L0 100H100',
  '5': 'M94 0H12L6 66Q26 56 50 56Q100 56 100 98Q100 140 50 140Q16 140 0 120',
  '6': 'M90 12Q76 0 56 0Q0 0 0 80Q0 140 50 140Q100 140 100 96Q100 56 50 56Q12 56 0 86',
  '7': 'M0 0H100L36 140',
  '8': 'M50 70Q6 70 6 35Q6 0 50 0Q94 0 94 35Q94 70 50 70Q0 70 0 105Q0 140 50 140Q100 140 100 105Q100 70 50 70Z',
  '9': 'M10 128Q24 140 44 140Q100 140 100 60Q100 0 50 0Q0 0 0 44Q0 84 50 84Q88 84 100 54',
};

/** The character the letter image shows: the first letter or digit of the name (accents dropped), else of the code. */
export function initialOf(name: string, code: string): string {
  const pick = (text: string) =>
    [...text.normalize('NFKD').toUpperCase()].find((character) => GLYPHS[character] !== undefined);
  return pick(name) ?? pick(code) ?? 'O';
}

/** A background colour that is stable per carrier code, dark enough for a white letter. */
export function colourOf(code: string): string {
  const digest = createHash('sha256').update(code).digest();
  const hue = digest.readUInt16BE(0) % 360;
  return hslToHex(hue, 0.55, 0.4);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return `#${[r, g, b]
    .map((channel) =>
      Math.round((channel + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** An SVG of the initial in white on a rounded square of the colour, `size` pixels wide. */
export function letterSvg(initial: string, colour: string, size: number): string {
  const glyph = GLYPHS[initial] ?? GLYPHS.O;
  // The glyph box (100 × 140) is scaled to 44% of the image height and centred.
  const scale = (size * 0.44) / 140;
  const offsetX = (size - 100 * scale) / 2;
  const offsetY = (size - 140 * scale) / 2;
  const stroke = (size * 0.075) / scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="${colour}"/>` +
    `<path d="${glyph}" transform="translate(${offsetX} ${offsetY}) scale(${scale})" fill="none" stroke="#fff" ` +
    `stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}
