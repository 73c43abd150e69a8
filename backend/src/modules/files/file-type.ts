/** The file types uploads may have, recognised by their first bytes rather than by what the client declares. */
export const ACCEPTED_FILE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;

export type AcceptedMimeType = keyof typeof ACCEPTED_FILE_TYPES;
export type AcceptedExtension = (typeof ACCEPTED_FILE_TYPES)[AcceptedMimeType];

/** Declared types that name an accepted type under another spelling. */
const DECLARED_ALIASES: Readonly<Record<string, AcceptedMimeType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The accepted type these bytes are, by magic number, or undefined. */
export function sniffFileType(bytes: Buffer): AcceptedMimeType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

/** SVG is XML that can carry scripts and event handlers, so it is recognised in order to be refused. */
export function looksLikeSvg(mediaType: string, bytes: Buffer): boolean {
  if (mediaType === 'image/svg+xml') return true;
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

export function canonicalMimeType(declared: string): string {
  return DECLARED_ALIASES[declared] ?? declared;
}
