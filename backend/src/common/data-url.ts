import { InvalidInputError } from './errors/domain.error.js';

export interface DecodedDataUrl {
  /** The declared media type, lowercased, without parameters ("image/png"). */
  mediaType: string;
  bytes: Buffer;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/s;

/** Decodes an uploaded file given as a data URL (spec: uploaded file = filename + content as a data URL). */
export function decodeDataUrl(value: string, field = 'content'): DecodedDataUrl {
  const match = DATA_URL.exec(value);
  if (!match) throw new InvalidInputError('The file must be sent as a data URL', { [field]: 'Must be a data URL' });
  const [, mediaType = 'text/plain', , base64, payload] = match;
  if (base64) {
    const compact = payload.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
      throw new InvalidInputError('The data URL is not valid base64', { [field]: 'Not valid base64' });
    }
    return { mediaType: mediaType.toLowerCase(), bytes: Buffer.from(compact, 'base64') };
  }
  try {
    return { mediaType: mediaType.toLowerCase(), bytes: Buffer.from(decodeURIComponent(payload), 'utf8') };
  } catch {
    throw new InvalidInputError('The data URL is not valid', { [field]: 'Not a valid data URL' });
  }
}
