import { Module } from '@nestjs/common';
import { KeywordsRepository } from './keywords.repository.js';
import { KeywordsService } from './keywords.service.js';
import { SearchConsoleController } from './search-console.controller.js';
import { SearchKeywordsController } from './search-keywords.controller.js';
import { SerpKeywordsController } from './serp-keywords.controller.js';

/** Search keywords, SERP keywords and Search Console performance data. */
@Module({
  controllers: [SearchKeywordsController, SerpKeywordsController, SearchConsoleController],
  providers: [KeywordsRepository, KeywordsService],
})
export class KeywordsModule {}
