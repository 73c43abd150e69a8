import { Inject, Injectable, Logger } from '@nestjs/common';
import OpenAI from 'openai';
import { DomainError } from '../../common/errors/domain.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { WindowCounterService } from '../auth/window-counter.service.js';
import type { AiAnswerDto } from './ai.dto.js';

const MINUTE_MS = 60_000;

const INSTRUCTIONS =
  'You are the content assistant of ParcelPilot, a parcel-tracking website. Help staff write clear, accurate, ' +
  'friendly pages about couriers, shipping and tracking. Answer in the language of the request unless asked to translate.';

/** The AI assistant for content work: OpenAI's Responses API, conversations continued by previous_response_id. */
@Injectable()
export class AiService {
  private readonly logger = new Logger(AiService.name);
  private readonly client: OpenAI | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: WindowCounterService,
  ) {
    this.client = config.ai.apiKey
      ? new OpenAI({ apiKey: config.ai.apiKey, baseURL: config.ai.baseUrl, maxRetries: 1, timeout: 60_000 })
      : undefined;
  }

  get isConfigured(): boolean {
    return this.client !== undefined;
  }

  async ask(userId: string, query: string, previousResponseId?: string): Promise<AiAnswerDto> {
    if (!this.client) {
      throw new DomainError('UNAVAILABLE', 'The AI assistant is not configured: set OPENAI_API_KEY to enable it');
    }
    const { count } = await this.counters.hit(`ai:${userId}`, MINUTE_MS);
    if (count > this.config.ai.limitPerMinute) {
      throw new DomainError('RATE_LIMITED', 'Too many AI requests: wait a minute and try again');
    }
    try {
      const response = await this.client.responses.create({
        model: this.config.ai.model,
        instructions: INSTRUCTIONS,
        input: query,
        previous_response_id: previousResponseId,
      });
      return { id: response.id, output_text: response.output_text };
    } catch (error) {
      this.logger.error({ err: error }, 'The AI provider failed');
      const status = (error as { status?: number }).status;
      throw new DomainError(
        'BAD_GATEWAY',
        `The AI provider did not answer${status ? ` (HTTP ${status})` : ''}. Try again in a moment.`,
      );
    }
  }
}
