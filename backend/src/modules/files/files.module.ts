import { Module } from '@nestjs/common';
import { FileStorage } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { FilesRepository } from './files.repository.js';
import { FilesService } from './files.service.js';

/** Uploaded images and PDFs, stored by content hash under DATA_DIR/files and served at immutable URLs. */
@Module({
  controllers: [FilesController],
  providers: [FilesRepository, FilesService, FileStorage],
  exports: [FilesService],
})
export class FilesModule {}
