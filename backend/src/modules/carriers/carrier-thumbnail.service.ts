import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BlobDirectory } from '../files/file-storage.js';
import { FilesService, MAX_IMAGE_PIXELS } from '../files/files.service.js';
import { CarriersRepository } from './carriers.repository.js';
import { colourOf, initialOf, letterSvg } from './letter-image.js';
import { loadSharp } from '../../common/sharp.js';

/** Bump when the rendering changes, so cached thumbnails and ETags renew. */
const RENDER_VERSION = 'v1';

export interface Thumbnail {
  etag: string;
  /** Undefined when the client's copy is current (answer 304). */
  png?: Buffer;
}

/**
 * Carrier thumbnails: the logo resized to a square PNG, or, without a stored logo, the carrier's initial on a colour
 * of its own. Rendered once per source and size into DATA_DIR/thumbnails; the ETag names what was rendered.
 */
@Injectable()
export class CarrierThumbnailService {
  private readonly cache: BlobDirectory;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly carriers: CarriersRepository,
    private readonly files: FilesService,
  ) {
    this.cache = new BlobDirectory(join(config.dataDir, 'thumbnails'));
  }

  async thumbnail(code: string, size: number, ifNoneMatch: string | undefined): Promise<Thumbnail> {
    const carrier = await this.carriers.findByCode(code);
    if (!carrier) throw new NotFoundError('Carrier');
    const logoUrl = carrier.logo?.path || carrier.logo?.origin;
    const logo = logoUrl ? await this.files.readImageByUrl(logoUrl) : undefined;
    const initial = initialOf(carrier.name, carrier.code);
    const colour = colourOf(carrier.code);
    const source = logo ? `logo:${logo.sha256}` : `letter:${initial}:${colour}`;
    const key = createHash('sha256').update(`${RENDER_VERSION}:${size}:${source}`).digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return { etag };

    const name = `${key}.png`;
    const cached = await this.cache.read(name);
    if (cached) return { etag, png: cached };
    const png = logo ? await resizedLogo(logo.bytes, size) : undefined;
    const sharp = await loadSharp();
    const rendered =
      png ??
      (await sharp(Buffer.from(letterSvg(initial, colour, size)))
        .png()
        .toBuffer());
    await this.cache.write(name, rendered);
    return { etag, png: rendered };
  }
}

/** The logo fitted into a transparent square; undefined when the stored image cannot be read. */
async function resizedLogo(bytes: Buffer, size: number): Promise<Buffer | undefined> {
  try {
    const sharp = await loadSharp();
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}
