import { Module } from '@nestjs/common';
import { PublicTaxonomyController } from './public-taxonomy.controller.js';
import { TagsController } from './tags.controller.js';
import { TaxonomyController } from './taxonomy.controller.js';
import { TaxonomyRepository } from './taxonomy.repository.js';
import { TaxonomyService } from './taxonomy.service.js';

/** Categories (a tree with subcategories) and tags that content records link to. */
@Module({
  controllers: [TaxonomyController, TagsController, PublicTaxonomyController],
  providers: [TaxonomyRepository, TaxonomyService],
  exports: [TaxonomyService, TaxonomyRepository],
})
export class TaxonomyModule {}
