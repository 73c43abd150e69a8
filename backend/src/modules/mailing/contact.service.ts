import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { addressKey } from '../../common/client-address.js';
import { DomainError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import { WindowCounterService } from '../auth/window-counter.service.js';
import { ContactMessagesRepository } from './contact-messages.repository.js';
import { SEND_CONTACT_MAIL_JOB, type SendContactMailJobData } from './jobs/send-contact-mail.job.js';
import { mapContactMessage, type ContactDto, type ContactMessageDto } from './mailing.dto.js';

const HOUR_MS = 60 * 60 * 1000;
/** A queued message untouched this long has probably lost its job. */
const STALE_MS = 10 * 60 * 1000;

/**
 * The contact form: a message is stored first, then e-mailed by the `mail` queue with retries, so nothing is lost
 * while SMTP or Redis is down.
 */
@Injectable()
export class ContactService implements OnModuleInit {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messages: ContactMessagesRepository,
    private readonly queues: QueueRegistry,
    private readonly counters: WindowCounterService,
    private readonly redisStatus: RedisStatusService,
  ) {}

  /** Messages that came while Redis was away were stored without a job: queue them as soon as it is back. */
  onModuleInit(): void {
    this.redisStatus.on('up', () => {
      this.requeueStale(0).catch((error: unknown) =>
        this.logger.warn(`Could not queue the stored contact messages yet (${(error as Error).message})`),
      );
    });
  }

  async submit(dto: ContactDto, ip: string): Promise<void> {
    // A bot filled the field people do not see: answer as usual, keep nothing.
    if (dto.website) return;
    const { count } = await this.counters.hit(`contact:${addressKey(ip)}`, HOUR_MS);
    if (count > this.config.mail.contactLimitPerHour) {
      throw new DomainError('RATE_LIMITED', 'Too many messages from your address. Try again in an hour.');
    }
    const row = await this.messages.insert({
      subject: dto.subject,
      message: dto.message,
      userEmail: dto.userEmail,
      ip,
    });
    await this.enqueue(row.id).catch((error: unknown) =>
      this.logger.warn(
        `Contact message ${row.id} stored; its e-mail will be queued later (${(error as Error).message})`,
      ),
    );
  }

  /** Queues again the messages still waiting for their e-mail; a message whose job still exists is left as it is. */
  async requeueStale(olderThanMs = STALE_MS): Promise<number> {
    const ids = await this.messages.staleQueued(new Date(Date.now() - olderThanMs), 500);
    for (const id of ids) await this.enqueue(id);
    await this.messages.touch(ids);
    return ids.length;
  }

  async list(query: ListQueryDto): Promise<ListResult<ContactMessageDto>> {
    const { records, total } = await this.messages.list(query);
    return { records: records.map(mapContactMessage), total };
  }

  async get(id: string): Promise<ContactMessageDto> {
    const row = isUuid(id) ? await this.messages.findById(id) : undefined;
    if (!row) throw new NotFoundError('Contact message');
    return mapContactMessage(row);
  }

  private async enqueue(messageId: string): Promise<void> {
    await this.queues.queue(QueueName.Mail).add(SEND_CONTACT_MAIL_JOB, { messageId } satisfies SendContactMailJobData, {
      // One job per message: requeueing a message whose job still exists changes nothing.
      jobId: `contact-${messageId}`,
      attempts: this.config.mail.maxAttempts,
      backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }
}
