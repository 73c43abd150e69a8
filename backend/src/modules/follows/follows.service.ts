import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { addressKey } from '../../common/client-address.js';
import { DomainError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { QueueRegistry } from '../../queues/queue.registry.js';
import { QueueName } from '../../queues/queue-names.js';
import { WindowCounterService } from '../auth/window-counter.service.js';
import { MailSender } from '../mailing/mail-sender.js';
import { normaliseTrackingNumber } from '../tracking/detection/detection.engine.js';
import { TrackingDomainEvents, type ShipmentStatusChangedEvent } from '../tracking/tracking-domain-events.js';
import { TrackingRepository } from '../tracking/tracking.repository.js';
import type { TrackingStatus } from '@parcelpilot/contracts';
import { FOLLOW_MAIL_TEXTS, localisedPath, type FollowLanguage } from './follow-mail-texts.js';
import { FollowSettingsService } from './follow-settings.service.js';
import { FollowTokens } from './follow-tokens.js';
import type { AddressFollowsDto, FollowConfirmedDto, FollowDto } from './follows.dto.js';
import { FollowsRepository, type FollowRow } from './follows.repository.js';

export const SEND_FOLLOW_CONFIRMATION_JOB = 'send-follow-confirmation';
export const SEND_FOLLOW_CHANGE_JOB = 'send-follow-change';
export const EXPIRE_FOLLOWS_JOB = 'expire-follows';

export interface SendFollowConfirmationJobData {
  followId: string;
}
export interface SendFollowChangeJobData {
  followId: string;
  changeKey: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** A change mail claimed this long ago and still not sent has probably lost its job. */
const STALE_MS = 10 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Issue 23's limits. */
export const FOLLOW_LIMITS = {
  /** Live follows (pending or confirmed) of one e-mail address. */
  perEmail: 20,
  /** Live follows made from one visitor address (IP, IPv6 by /64). */
  perVisitor: 30,
  /** Follows of one tracking number. */
  perNumber: 50,
  /** Confirmation mails to one address per day: a stranger cannot make the site pester someone. */
  confirmationsPerEmailPerDay: 3,
  /** An unconfirmed follow (and its address) is deleted after this. */
  pendingMs: 2 * DAY_MS,
  /** A delivered shipment's follows (and their addresses) are deleted this long after delivery. */
  afterDeliveryMs: 30 * DAY_MS,
  /** A confirmed follow of a shipment that never arrives ends this long after it was confirmed. */
  activeMs: 180 * DAY_MS,
} as const;

/** Events shown in a change mail, newest first. */
const EVENTS_IN_MAIL = 3;

/**
 * Follow a parcel by e-mail, with no account (issue 23): double opt-in, one mail per status change through the
 * `mail` queue (once per follow and change, whichever process saw it), one-click unsubscribe, limits and expiry.
 */
@Injectable()
export class FollowsService implements OnModuleInit {
  private readonly logger = new Logger(FollowsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly follows: FollowsRepository,
    private readonly tracking: TrackingRepository,
    private readonly events: TrackingDomainEvents,
    private readonly tokens: FollowTokens,
    private readonly feature: FollowSettingsService,
    private readonly counters: WindowCounterService,
    private readonly queues: QueueRegistry,
    private readonly sender: MailSender,
  ) {}

  onModuleInit(): void {
    this.events.onStatusChanged((event) => this.onStatusChanged(event));
  }

  /** Stores a pending follow and queues its confirmation mail; the answer never tells whether it existed. */
  async subscribe(dto: FollowDto, ip: string): Promise<void> {
    await this.assertEnabled();
    const email = dto.email.toLowerCase();
    const shipment = await this.tracking.findByCode(normaliseTrackingNumber(dto.number));
    if (!shipment || !shipment.status) {
      throw new NotFoundError('Tracking number (look it up first: only a number with a result can be followed)');
    }
    const visitorKey = this.tokens.digest(addressKey(ip));
    const { count } = await this.counters.hit(`follow:${visitorKey}`, HOUR_MS);
    if (
      count > this.config.mail.followLimitPerHour ||
      (await this.follows.countByVisitor(visitorKey)) >= FOLLOW_LIMITS.perVisitor
    ) {
      throw new DomainError('RATE_LIMITED', 'Too many follows from your address. Try again later.');
    }
    if ((await this.follows.countByEmail(email)) >= FOLLOW_LIMITS.perEmail) {
      throw new DomainError('RATE_LIMITED', 'This address follows too many parcels already.');
    }
    if ((await this.follows.countByShipment(shipment.id)) >= FOLLOW_LIMITS.perNumber) {
      throw new DomainError('RATE_LIMITED', 'This parcel has too many followers already.');
    }
    const row = await this.follows.upsertPending({
      trackingCodeId: shipment.id,
      email,
      language: dto.language,
      visitorKey,
      expiresAt: new Date(Date.now() + FOLLOW_LIMITS.pendingMs),
    });
    if (row.status !== 'pending') return;
    const sent = await this.counters.hit(`follow-confirm:${this.tokens.digest(email)}`, DAY_MS);
    if (sent.count > FOLLOW_LIMITS.confirmationsPerEmailPerDay) {
      this.logger.warn('Confirmation mail not sent: this address got its daily number of them');
      return;
    }
    await this.queues
      .queue(QueueName.Mail)
      .add(SEND_FOLLOW_CONFIRMATION_JOB, { followId: row.id } satisfies SendFollowConfirmationJobData, {
        ...this.mailJobOptions(),
        jobId: `follow-confirm-${row.id}-${sent.count}`,
      });
  }

  async confirm(token: string): Promise<FollowConfirmedDto> {
    const follow = await this.followOf(token, 'confirm');
    const shipment = await this.tracking.findById(follow.trackingCodeId);
    if (!shipment) throw expiredLink();
    const expiresAt =
      shipment.status === 'delivered'
        ? new Date((shipment.deliveredDate ?? new Date()).getTime() + FOLLOW_LIMITS.afterDeliveryMs)
        : new Date(Date.now() + FOLLOW_LIMITS.activeMs);
    await this.follows.confirm(follow.id, expiresAt);
    return { number: shipment.code, language: follow.language as FollowLanguage };
  }

  /** One follow ends (the one-click header's POST and the link's page); a used link answers 0. */
  async unsubscribe(token: string): Promise<number> {
    const id = this.tokens.verify(token, 'unsubscribe');
    if (!id || !isUuid(id)) throw expiredLink();
    return (await this.follows.delete(id)) ? 1 : 0;
  }

  async addressFollows(token: string): Promise<AddressFollowsDto> {
    const email = this.emailOf(token);
    const rows = await this.follows.listByEmail(email);
    return { follows: rows.map((row) => ({ number: row.code, status: row.status })) };
  }

  async removeAddress(token: string): Promise<number> {
    return this.follows.deleteByEmail(this.emailOf(token));
  }

  async expire(now = new Date()): Promise<number> {
    return this.follows.deleteExpired(now);
  }

  /**
   * Queues again the change mails claimed but never sent (Redis was away when the change came, or the job was lost);
   * a mail whose job still waits keeps it (same job id), and a sent one is never sent again.
   */
  async requeueUnsent(now = new Date()): Promise<number> {
    const stale = await this.follows.unsentNotifications(
      new Date(now.getTime() - STALE_MS),
      new Date(now.getTime() - DAY_MS),
    );
    for (const { followId, changeKey } of stale) await this.enqueueChange(followId, changeKey);
    return stale.length;
  }

  /** Queues one mail per active follow of the shipment; a change already claimed (by any process) is left alone. */
  async onStatusChanged(event: ShipmentStatusChangedEvent): Promise<void> {
    if (event.current.status === 'delivered') {
      await this.follows.expireAfterDelivery(
        event.trackingCodeId,
        new Date(event.changedAt.getTime() + FOLLOW_LIMITS.afterDeliveryMs),
      );
    }
    if (event.isDemo || !(await this.feature.enabled())) return;
    const active = await this.follows.activeOf(event.trackingCodeId);
    const changeKey = changeKeyOf(event);
    const claimed = await this.follows.claimNotifications(
      active.map((follow) => follow.id),
      changeKey,
    );
    for (const followId of claimed) await this.enqueueChange(followId, changeKey);
  }

  private async enqueueChange(followId: string, changeKey: string): Promise<void> {
    await this.queues
      .queue(QueueName.Mail)
      .add(SEND_FOLLOW_CHANGE_JOB, { followId, changeKey } satisfies SendFollowChangeJobData, {
        ...this.mailJobOptions(),
        jobId: `follow-change-${followId}-${createHash('sha256').update(changeKey).digest('hex').slice(0, 32)}`,
      });
  }

  /** Sends a confirmation mail; a mail server's refusal of the address (5xx) deletes the follow, never retried. */
  async deliverConfirmation(followId: string): Promise<void> {
    const follow = await this.follows.findById(followId);
    if (!follow || follow.status !== 'pending') return;
    const shipment = await this.tracking.findById(follow.trackingCodeId);
    if (!shipment) return;
    const texts = FOLLOW_MAIL_TEXTS[languageOf(follow)];
    const confirmUrl = this.pageUrl(follow, '/follow/confirm', this.tokens.sign('confirm', follow.id));
    try {
      await this.sender.send({
        to: follow.email,
        subject: texts.confirmSubject(shipment.code),
        text: texts.confirmBody(shipment.code, confirmUrl),
      });
    } catch (error) {
      if (isPermanentRefusal(error)) {
        await this.follows.delete(follow.id);
        throw new UnrecoverableError(`The mail server refused the unconfirmed address: ${(error as Error).message}`);
      }
      throw error;
    }
  }

  /** Sends one change mail, once: a follow that ended or a change already mailed sends nothing. */
  async deliverChange(followId: string, changeKey: string): Promise<void> {
    const follow = await this.follows.findById(followId);
    if (!follow || follow.status !== 'active') return;
    if ((await this.follows.notificationStatus(followId, changeKey)) !== 'queued') return;
    if (!(await this.feature.enabled())) return;
    const shipment = await this.tracking.findById(follow.trackingCodeId);
    if (!shipment?.status) return;
    const language = languageOf(follow);
    const texts = FOLLOW_MAIL_TEXTS[language];
    const status = texts.status[changeStatusOf(changeKey) ?? (shipment.status as TrackingStatus)];
    const events = (await this.tracking.eventsOf(shipment.id))
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime())
      .slice(0, EVENTS_IN_MAIL);
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const unsubscribeToken = this.tokens.sign('unsubscribe', follow.id);
    const lines = [
      texts.changeIntro(shipment.code, status),
      '',
      ...(events.length
        ? [texts.latestEvents, ...events.map((e) => `- ${dates.format(e.occurredAt)} UTC: ${e.description}`), '']
        : []),
      texts.seeResult,
      `${this.config.publicBaseUrl}${localisedPath(language, `/track/${encodeURIComponent(shipment.code)}`)}`,
      '',
      '--',
      texts.unsubscribe,
      this.pageUrl(follow, '/follow/unsubscribe', unsubscribeToken),
      texts.manage,
      this.pageUrl(follow, '/follow/manage', this.tokens.sign('address', follow.email)),
    ];
    await this.sender.send({
      to: follow.email,
      subject: texts.changeSubject(shipment.code, status),
      text: lines.join('\n'),
      headers: {
        // RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` to this URL.
        'List-Unsubscribe': `<${this.config.publicBaseUrl}/api/follows/unsubscribe?token=${unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await this.follows.markNotificationSent(followId, changeKey);
  }

  private mailJobOptions() {
    return {
      attempts: this.config.mail.maxAttempts,
      backoff: { type: 'exponential', delay: this.config.mail.retryDelayMs },
      removeOnComplete: true,
      removeOnFail: 1000,
    };
  }

  private pageUrl(follow: FollowRow, path: string, token: string): string {
    return `${this.config.publicBaseUrl}${localisedPath(languageOf(follow), path)}?token=${token}`;
  }

  private async assertEnabled(): Promise<void> {
    if (!(await this.feature.enabled())) {
      throw new DomainError('UNAVAILABLE', 'E-mail updates are turned off on this site.');
    }
  }

  private async followOf(token: string, purpose: 'confirm'): Promise<FollowRow> {
    const id = this.tokens.verify(token, purpose);
    const follow = id && isUuid(id) ? await this.follows.findById(id) : undefined;
    if (!follow) throw expiredLink();
    return follow;
  }

  private emailOf(token: string): string {
    const email = this.tokens.verify(token, 'address');
    if (!email) throw expiredLink();
    return email;
  }
}

function expiredLink(): DomainError {
  return new DomainError('NOT_FOUND', 'This link is not valid any more: the follow ended or expired.');
}

function languageOf(follow: FollowRow): FollowLanguage {
  return follow.language in FOLLOW_MAIL_TEXTS ? (follow.language as FollowLanguage) : 'en';
}

/** One stored change: the status it reached and when it was stored (the event is emitted once per stored write). */
export function changeKeyOf(event: ShipmentStatusChangedEvent): string {
  return `${event.current.status}|${event.current.subStatus}|${event.changedAt.toISOString()}`;
}

function changeStatusOf(changeKey: string): TrackingStatus | undefined {
  const status = changeKey.split('|')[0];
  return status in FOLLOW_MAIL_TEXTS.en.status ? (status as TrackingStatus) : undefined;
}

/** An SMTP 5xx answer: the server will not take this mail, so trying again would only repeat it. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
