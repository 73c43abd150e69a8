import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Content-addressed blobs under a directory: a file's name is the sha256 of its bytes, so the same bytes are stored
 * once and a stored file never changes. Used for uploads (DATA_DIR/files) and rendered thumbnails.
 */
export class BlobDirectory {
  constructor(readonly dir: string) {}

  pathOf(name: string): string {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Not a blob name: ${name}`);
    return join(this.dir, name);
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(name))).isFile();
    } catch {
      return false;
    }
  }

  async read(name: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(name));
    } catch {
      return undefined;
    }
  }

  /** Writes through a temporary file and a rename, so a reader never sees half a file. */
  async write(name: string, bytes: Buffer): Promise<void> {
    if (await this.exists(name)) return;
    await mkdir(this.dir, { recursive: true });
    const temporary = this.pathOf(`.${name}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, bytes);
    await rename(temporary, this.pathOf(name));
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }
}

/** Where uploaded files live: DATA_DIR/files/<sha256>. */
@Injectable()
export class FileStorage extends BlobDirectory {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(join(config.dataDir, 'files'));
  }

  static isSha256(value: string): boolean {
    return SHA256.test(value);
  }
}
