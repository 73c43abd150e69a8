import { Injectable } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { SessionUser } from '../../common/session-user.js';
import { CarriersRepository } from '../carriers/carriers.repository.js';
import type { AiAnswerDto, CarrierAssistantDto } from './ai.dto.js';
import { AiService } from './ai.service.js';

const LANGUAGES = { de: 'German', es: 'Spanish' } as const;

/**
 * The assistant inside a carrier's editing: one conversation per carrier, continued from the response id kept on
 * the carrier record (spec: openai.previous_response_id), with translation prompts built here from the record.
 */
@Injectable()
export class CarrierAssistantService {
  constructor(
    private readonly ai: AiService,
    private readonly carriers: CarriersRepository,
  ) {}

  async ask(carrierId: string, dto: CarrierAssistantDto, user: SessionUser): Promise<AiAnswerDto> {
    const carrier = isUuid(carrierId) ? await this.carriers.findById(carrierId) : undefined;
    if (!carrier) throw new NotFoundError('Carrier');
    let query = dto.query;
    if (dto.translate) {
      const english = carrier.translations.en ?? {};
      const text = [english.title, english.short_content, english.content].filter(Boolean).join('\n\n');
      if (!text) throw new InvalidInputError('This carrier has no English text to translate yet');
      query =
        `Translate this page about the carrier ${carrier.name} from English to ${LANGUAGES[dto.translate]}. ` +
        'Keep the HTML tags and the carrier and product names as they are. Answer with the translation only.\n\n' +
        text;
    }
    if (!query) throw new InvalidInputError('Write a question', { query: 'Write a question' });
    const previous = dto.restart ? undefined : (carrier.openaiPreviousResponseId ?? undefined);
    const answer = await this.ai.ask(user.id, query, previous);
    await this.carriers.update(carrier.id, { openaiPreviousResponseId: answer.id });
    return answer;
  }
}
