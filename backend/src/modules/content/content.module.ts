import { Module } from '@nestjs/common';
import { TaxonomyModule } from '../taxonomy/taxonomy.module.js';
import { ContentBlocksController } from './content-blocks.controller.js';
import { ContentBlocksService } from './content-blocks.service.js';
import { ContentSeedService } from './content-seed.service.js';
import { ContentTypesController } from './content-types.controller.js';
import { ContentTypesService } from './content-types.service.js';
import { ContentController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { PublicContentController } from './public-content.controller.js';

/** Content types with their fields, content records of every type, and the content blocks of the main and courier pages. */
@Module({
  imports: [TaxonomyModule],
  controllers: [ContentTypesController, ContentController, ContentBlocksController, PublicContentController],
  providers: [ContentRepository, ContentTypesService, ContentService, ContentBlocksService, ContentSeedService],
  exports: [ContentRepository],
})
export class ContentModule {}
