import { Inject, Injectable, Logger } from '@nestjs/common';
import { InvalidInputError, NotFoundError } from '../../common/errors/domain.error.js';
import { isUuid } from '../../common/is-uuid.js';
import { keptBuffer } from '../../common/kept-buffer.js';
import type { ListQueryDto, ListResult } from '../../common/list-query.dto.js';
import { SingleFlight } from '../../common/single-flight.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { RedisStatusService } from '../../queues/redis-status.service.js';
import { CarrierTrackingLinks } from '../carriers/carrier-tracking-links.js';
import type { CarrierAdapter, CarrierTrackResult, EventLocation } from './carriers/carrier-adapter.js';
import { CarrierRegistry } from './carrier-registry.js';
import { CarrierSlots, type RefreshSource } from './carrier-slots.js';
import {
  detectTrackingNumber,
  normaliseTrackingNumber,
  validateTrackingInput,
  type DetectionResult,
} from './detection/detection.engine.js';
import { storedLookupState, type LookupState } from './lookup-state.js';
import { nextCheckAt, POLL_AFTER_PUSH_SILENCE_MS } from './refresh-policy.js';
import { SeventeenTrackRegistrationRepository } from './seventeen-track/seventeen-track-registration.repository.js';
import { StallService } from './stalls/stall.service.js';
import { DeliveryForecasts } from './delivery-forecasts.js';
import { TrackingDomainEvents, type StatusChangeSource } from './tracking-domain-events.js';
import {
  mapDetection,
  mapStatusCounts,
  mapTrackingResult,
  mapUnstoredResult,
  type DetectionResponseDto,
  type ShipmentsSummaryDto,
  type TrackingResultDto,
} from './tracking.dto.js';
import { LookupCache } from './lookup-cache.js';
import { onceAcrossProcesses } from './tracking-lock.js';
import {
  TrackingRepository,
  type NewTrackingEvent,
  type TrackingCodeChanges,
  type TrackingCodeRow,
  type TrackingEventRow,
  type VersionedTrackingCode,
} from './tracking.repository.js';
import {
  isFinalStatus,
  mergeProgress,
  type StoredStatus,
  type SubStatus,
  type TrackingFailure,
} from './tracking-status.js';
import type { TrackingStatus } from '@parcelpilot/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What asking about a number came to: the stored row (none for a number nobody knows, nobody could be asked about,
 * or nobody answered about, as nothing is stored for it) and the state the answer rests on.
 */
export interface RefreshOutcome {
  row: TrackingCodeRow | undefined;
  state: LookupState;
}
/** How long this process reuses an answer at most; every process sees a change within this time. */
const ANSWER_CACHE_MS = 30_000;
/**
 * The answers this process keeps, as the JSON bytes they are sent as (a fraction of the memory of the objects they
 * were made from): 16 MB at most, each counted with about 300 bytes of key, entry and Buffer besides its bytes.
 */
const ANSWER_CACHE_BYTES = 16 * 1024 * 1024;
const ANSWER_ENTRY_BYTES = 300;
/** Reads and conditional writes of one row before giving up (each miss means another writer got in between). */
const MAX_WRITE_ATTEMPTS = 5;

function location(value: EventLocation | undefined): NewTrackingEvent['location'] {
  if (!value) return null;
  const { address, city, state, zipCode, countryIso } = value;
  return { address, city, state, zipCode, countryIso };
}

/**
 * The tracking engine: answers lookups from storage while fresh, otherwise asks the candidate carriers (one call
 * per number at a time, across processes), stores what they say and schedules the next check.
 */
@Injectable()
export class TrackingService {
  private readonly logger = new Logger(TrackingService.name);
  private readonly refreshing = new SingleFlight<string, RefreshOutcome>();
  private readonly answers = new LookupCache<Buffer>(ANSWER_CACHE_BYTES, (json) => json.length + ANSWER_ENTRY_BYTES);
  private readonly answering = new SingleFlight<string, TrackingResultDto>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TrackingRepository,
    private readonly carriers: CarrierRegistry,
    private readonly redisStatus: RedisStatusService,
    private readonly domainEvents: TrackingDomainEvents,
    private readonly seventeenTrack: SeventeenTrackRegistrationRepository,
    private readonly slots: CarrierSlots,
    private readonly links: CarrierTrackingLinks,
    private readonly stalls: StallService,
    private readonly forecasts: DeliveryForecasts,
  ) {}

  /** Validates and normalises what a visitor typed; refuses it with a clear 400 message. */
  normalise(raw: unknown): string {
    const problem = validateTrackingInput(raw);
    if (problem) throw new InvalidInputError(problem, { number: problem });
    return normaliseTrackingNumber(raw as string);
  }

  detect(raw: unknown): DetectionResult {
    this.normalise(raw);
    // The input as typed: its dashes tell an eBay or Amazon order number from a tracking number.
    return detectTrackingNumber(raw as string);
  }

  /** The format hint as answered: the candidate carriers, each with its own tracking page for the number. */
  async detectWithLinks(raw: unknown): Promise<DetectionResponseDto> {
    const detection = this.detect(raw);
    return mapDetection(detection, await this.links.templates());
  }

  /**
   * The format hint `detectWithLinks` would answer, when it can be given at once: valid input and the tracking-link
   * templates in memory. Undefined otherwise (the route then answers, refusals included).
   */
  detectedNow(raw: string): DetectionResponseDto | undefined {
    const templates = this.links.heldTemplates();
    if (templates === undefined || validateTrackingInput(raw)) return undefined;
    return mapDetection(detectTrackingNumber(raw), templates);
  }

  /**
   * The answer of a recent lookup of this number while this process still holds it, as the JSON bytes `lookup`'s
   * answer is sent as; nothing is asked or stored. Undefined for anything `lookup` would refuse or have to look up.
   */
  cachedAnswerJson(raw: unknown): Buffer | undefined {
    if (validateTrackingInput(raw)) return undefined;
    return this.answers.get(normaliseTrackingNumber(raw as string));
  }

  async lookup(raw: unknown): Promise<TrackingResultDto> {
    const code = this.normalise(raw);
    const cached = this.answers.get(code);
    if (cached) return JSON.parse(cached.toString('utf8')) as TrackingResultDto;
    // A number not in the answer cache is read (or refreshed) once at a time in this process: lookups arriving
    // meanwhile share it, so a popular number leaving the cache costs one read, not one per waiting visitor.
    return this.answering.run(code, () => this.answer(code));
  }

  private async answer(code: string): Promise<TrackingResultDto> {
    const detection = detectTrackingNumber(code);
    const stored = await this.repository.findByCode(code);
    const storedFreshFor = stored ? await this.answerableForMs(stored) : 0;
    const { row, state } =
      stored && storedFreshFor > 0
        ? { row: stored, state: storedLookupState(stored) }
        : this.carriers.adaptersFor(detection.candidates).length === 0
          ? // Nobody here can be asked (no key for its carriers, no 17TRACK key: most installs, for most numbers), and
            // a visitor's lookup then writes nothing: the stored row as read, without the lock and the second read a
            // refresh takes.
            { row: stored, state: unconnectedState(detection) }
          : await this.refreshShared(code, 'visitor');
    const [templates, events] = await Promise.all([
      this.links.templates(),
      row ? this.repository.eventsOf(row.id) : Promise.resolve([]),
    ]);
    const answer = row
      ? {
          ...mapTrackingResult(row, events, detection, state, templates),
          deliveryForecast: await this.forecasts.forecast(row),
        }
      : mapUnstoredResult(detection, state === 'found' ? 'no-information' : state, this.checkedAt(state), templates);
    const stall = row ? await this.stalls.stallOf(row, events, templates) : null;
    if (stall) answer.stall = stall;
    const freshFor = !row ? ANSWER_CACHE_MS : row === stored ? storedFreshFor : this.freshForMs(row);
    const keepFor = Math.min(ANSWER_CACHE_MS, freshFor);
    if (keepFor > 0) this.answers.set(code, keptBuffer(Buffer.from(JSON.stringify(answer), 'utf8')), keepFor);
    return answer;
  }

  /**
   * How much longer a stored result may be answered without asking the carriers: its freshness, or, for a number
   * 17TRACK keeps pushing, until a day after its last push (17TRACK pushes every change, so asking it is wasted).
   */
  private async answerableForMs(row: TrackingCodeRow): Promise<number> {
    const fresh = this.freshForMs(row);
    if (fresh > 0 || !this.carriers.seventeenTrack().isEnabled()) return fresh;
    const pushedUntil = await this.seventeenTrack.pushedUntil(row.code, POLL_AFTER_PUSH_SILENCE_MS);
    return pushedUntil ? pushedUntil.getTime() - Date.now() : fresh;
  }

  /** When a lookup that stored nothing checked the number: now, unless nobody could be asked. */
  private checkedAt(state: LookupState): Date | null {
    return state === 'not-connected' || state === 'not-recognised' ? null : new Date();
  }

  async lookupMany(raws: unknown[]): Promise<TrackingResultDto[]> {
    const codes = raws.map((raw) => this.normalise(raw));
    return Promise.all(codes.map((code) => this.lookup(code)));
  }

  /**
   * Asks the carriers about a number now (a visitor's lookup, or the background refresh job as `scheduler`). The
   * source's carrier slots (CarrierSlots) bound how many numbers are being asked about at once; the rest of the work
   * (lock, read, write) runs outside them.
   */
  refreshShared(code: string, source: RefreshSource = 'visitor'): Promise<RefreshOutcome> {
    const ttlMs = this.config.carriers.timeoutMs * 4 + 5000;
    return this.refreshing.run(code, () =>
      onceAcrossProcesses(
        this.redisStatus.isUp ? this.redisStatus.commands : undefined,
        `${this.config.redis.prefix}:lookup-lock:${code}`,
        ttlMs,
        () => this.refresh(code, source),
        async () => {
          // The holder may have died with the lock (a killed worker) and stored nothing new: then ask ourselves.
          const stored = await this.repository.findByCode(code);
          return stored && this.isFresh(stored)
            ? { row: stored, state: storedLookupState(stored) }
            : this.refresh(code, source);
        },
      ),
    );
  }

  async getCode(id: string): Promise<{ row: TrackingCodeRow; events: TrackingEventRow[] }> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundError('Tracking code');
    return { row, events: await this.repository.eventsOf(row.id) };
  }

  listCodes(query: ListQueryDto): Promise<ListResult<TrackingCodeRow>> {
    return this.repository.listCodes(query);
  }

  /** E-mail follows per shipment, counts only (issue 23). */
  followCounts(trackingCodeIds: string[]): Promise<Map<string, { active: number; pending: number }>> {
    return this.repository.followCounts(trackingCodeIds);
  }

  /** Shipments looked up or refreshed in the last day and week, by status (back-office dashboard). */
  async summary(now = new Date()): Promise<ShipmentsSummaryDto> {
    const [today, week] = await Promise.all([
      this.repository.countByStatusSince(new Date(now.getTime() - DAY_MS)),
      this.repository.countByStatusSince(new Date(now.getTime() - 7 * DAY_MS)),
    ]);
    return { today: mapStatusCounts(today), last7Days: mapStatusCounts(week), generatedAt: now.toISOString() };
  }

  listEvents(query: ListQueryDto) {
    return this.repository.listEvents(query);
  }

  /**
   * Stores one carrier's answer for a number: merges the status (never back from delivered), adds new events,
   * updates the shipment details and the next check. Demo data goes through here too.
   */
  async record(
    code: string,
    carrier: { code: string; name: string },
    result: CarrierTrackResult,
    options: {
      isDemo?: boolean;
      askedCarriers?: Array<{ code: string; name: string }>;
      now?: Date;
      /** The row as read while the carriers were asked; read again if it was written meanwhile. */
      stored?: Promise<VersionedTrackingCode | undefined>;
      /** Whether the carrier was asked (the default) or pushed the update. */
      source?: StatusChangeSource;
    } = {},
  ): Promise<TrackingCodeRow> {
    const now = options.now ?? new Date();
    const changesFor = (existing: TrackingCodeRow | undefined): TrackingCodeChanges => {
      const progress = mergeProgress(
        existing?.status
          ? { status: existing.status as TrackingStatus, subStatus: existing.subStatus as SubStatus }
          : null,
        { status: result.status, subStatus: result.subStatus },
      );
      const eventTimes = result.events.map((event) => event.occurredAt.getTime());
      const firstEventAt = minDate(
        existing?.firstEventAt,
        eventTimes.length ? new Date(Math.min(...eventTimes)) : null,
      );
      const deliveredEvent = [...result.events].reverse().find((event) => event.subStatus === 'delivered');
      const deliveredDate =
        progress.status === 'delivered' ? (existing?.deliveredDate ?? deliveredEvent?.occurredAt ?? now) : null;
      const createdDate = existing?.createdDate ?? firstEventAt ?? now;
      const shipment = result.shipment;
      return {
        status: progress.status,
        subStatus: progress.subStatus,
        failure: null,
        origin: shipment.origin ? location(shipment.origin) : (existing?.origin ?? null),
        destination: shipment.destination ? location(shipment.destination) : (existing?.destination ?? null),
        createdDate,
        sender: shipment.sender ?? existing?.sender ?? null,
        recipient: shipment.recipient ?? existing?.recipient ?? null,
        weight: shipment.weight ?? existing?.weight ?? null,
        weightUnit: shipment.weightUnit ?? existing?.weightUnit ?? 'gr',
        foundIn: mergeCarriers(existing?.foundIn, [carrier]),
        trackedIn: mergeCarriers(existing?.trackedIn, options.askedCarriers ?? [carrier]),
        shipmentInfo: {
          serviceType: shipment.service ?? existing?.shipmentInfo.serviceType,
          extraCarrier: shipment.extraCarrier ?? existing?.shipmentInfo.extraCarrier,
          estimatedDelivery: shipment.estimatedDelivery
            ? {
                min: shipment.estimatedDelivery.min?.toISOString(),
                max: shipment.estimatedDelivery.max?.toISOString(),
              }
            : existing?.shipmentInfo.estimatedDelivery,
          predictedDeliveryDate:
            (shipment.estimatedDelivery?.max ?? shipment.estimatedDelivery?.min)?.toISOString() ??
            existing?.shipmentInfo.predictedDeliveryDate,
        },
        firstEventAt,
        deliveredDate,
        daysInTransit: firstEventAt
          ? Math.max(0, Math.floor(((deliveredDate ?? now).getTime() - firstEventAt.getTime()) / DAY_MS))
          : null,
        lastCheckedAt: now,
        failureCount: 0,
        isDemo: options.isDemo ?? existing?.isDemo ?? false,
        carrierCode: existing?.carrierCode ?? carrier.code,
        nextCheckAt: options.isDemo ? null : nextCheckAt(progress.status, 0, existing?.createdAt ?? now, now),
      };
    };
    const events: NewTrackingEvent[] = result.events.map((event) => ({
      occurredAt: event.occurredAt,
      description: event.description,
      carrier: event.carrier,
      status: event.status,
      subStatus: event.subStatus,
      location: location(event.location),
      rawCode: event.rawCode,
      rawText: event.rawText,
    }));
    const { before, after } = await this.write(code, changesFor, events, options.stored);
    this.answers.delete(code);
    this.emitStatusChange(before, after, result, options.source ?? 'poll', now);
    if (before?.status !== 'delivered' && after.status === 'delivered') {
      this.domainEvents.emitDelivered({
        trackingCodeId: after.id,
        code,
        carrierCode: carrier.code,
        origin: after.origin,
        destination: after.destination,
        firstEventAt: after.firstEventAt,
        deliveredAt: after.deliveredDate ?? now,
      });
    }
    return after;
  }

  /** Stores an update a carrier pushed (17TRACK's webhook), the way an answer to asking it is stored. */
  recordPushed(code: string, adapter: CarrierAdapter, result: CarrierTrackResult): Promise<TrackingCodeRow> {
    return this.record(code, reportingCarrier(adapter, result), result, { source: 'push' });
  }

  /** Tells listeners (e-mail alerts…) that the stored status or sub-status changed; nothing when it did not. */
  private emitStatusChange(
    before: TrackingCodeRow | undefined,
    after: TrackingCodeRow,
    result: CarrierTrackResult,
    source: StatusChangeSource,
    now: Date,
  ): void {
    if (!after.status || !after.subStatus) return;
    if (before?.status === after.status && before.subStatus === after.subStatus) return;
    const newest = result.events.reduce<CarrierTrackResult['events'][number] | undefined>(
      (latest, event) => (!latest || event.occurredAt >= latest.occurredAt ? event : latest),
      undefined,
    );
    this.domainEvents.emitStatusChanged({
      trackingCodeId: after.id,
      code: after.code,
      carrierCode: after.carrierCode,
      previous:
        before?.status && before.subStatus
          ? { status: before.status as TrackingStatus, subStatus: before.subStatus as SubStatus }
          : null,
      current: { status: after.status as TrackingStatus, subStatus: after.subStatus as SubStatus },
      latestEvent: newest
        ? {
            occurredAt: newest.occurredAt,
            description: newest.description,
            carrier: newest.carrier,
            location: location(newest.location) ?? null,
          }
        : null,
      source,
      isDemo: after.isDemo,
      changedAt: now,
    });
  }

  /**
   * Writes what `changesFor` makes of the stored row: a read, then one statement that writes only if nobody wrote
   * the row in between (else read again). A number not stored yet goes through the transactional insert.
   */
  private async write(
    code: string,
    changesFor: (existing: TrackingCodeRow | undefined) => TrackingCodeChanges,
    events: NewTrackingEvent[],
    read?: Promise<VersionedTrackingCode | undefined>,
  ): Promise<{ before: TrackingCodeRow | undefined; after: TrackingCodeRow }> {
    for (let attempt = 1; ; attempt += 1) {
      const stored = await (attempt === 1 && read ? read : this.repository.findVersioned(code));
      if (!stored) return this.repository.save(code, changesFor(undefined), events);
      const after = await this.repository.saveIfUnchanged(stored, changesFor(stored.row), events);
      if (after) return { before: stored.row, after };
      if (attempt >= MAX_WRITE_ATTEMPTS) throw new Error(`${code} was written by others ${attempt} times meanwhile`);
    }
  }

  private isFresh(row: TrackingCodeRow): boolean {
    return this.freshForMs(row) > 0;
  }

  /** How much longer a stored result may be answered without asking the carriers. */
  private freshForMs(row: TrackingCodeRow): number {
    if (row.isDemo || isFinalStatus(row.status as StoredStatus)) return Number.POSITIVE_INFINITY;
    const checked = row.lastCheckedAt?.getTime() ?? 0;
    return checked + this.config.tracking.freshSeconds * 1000 - Date.now();
  }

  private async refresh(code: string, source: RefreshSource): Promise<RefreshOutcome> {
    const detection = detectTrackingNumber(code);
    const adapters = this.carriers.adaptersFor(detection.candidates);
    // Read the stored row while the carriers answer, not after: the write checks that nobody wrote it meanwhile.
    const stored = this.repository.findVersioned(code);
    stored.catch(() => undefined); // awaited (and its failure thrown) by the write
    if (adapters.length === 0) return this.unconnected(code, detection, await stored, source);
    const ask = () =>
      Promise.allSettled(adapters.map(async (adapter) => ({ adapter, result: (await adapter.track([code]))[0] })));
    const answers = await this.slots.run(source, ask);
    const found = answers
      .filter((answer): answer is PromiseFulfilledResult<{ adapter: CarrierAdapter; result: CarrierTrackResult }> => {
        return answer.status === 'fulfilled' && answer.value.result?.found === true;
      })
      .map((answer) => answer.value)
      .sort((a, b) => b.result.events.length - a.result.events.length);
    const asked = adapters.map((adapter) => ({ code: adapter.code, name: adapter.name }));
    if (found.length > 0) {
      const { adapter, result } = found[0];
      const row = await this.record(code, reportingCarrier(adapter, result), result, { askedCarriers: asked, stored });
      return { row, state: 'found' };
    }
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        this.logger.warn(`Carrier lookup of ${code} failed: ${(answer.reason as Error).message}`);
      }
    }
    const nobodyAnswered = answers.every((answer) => answer.status === 'rejected');
    const existing = await stored;
    // A number no carrier knows is not stored or scheduled: anonymous lookups of made-up numbers leave nothing behind,
    // not even their 17TRACK registration.
    if (!existing) {
      if (adapters.some((adapter) => adapter.code === this.carriers.seventeenTrack().code))
        await this.seventeenTrack.forgetUnpushed(code);
      return { row: undefined, state: nobodyAnswered ? 'not-answering' : 'no-information' };
    }
    const failure: TrackingFailure = nobodyAnswered ? 'ERROR' : 'NOT_FOUND';
    const row = await this.recordFailure(code, failure, asked, Promise.resolve(existing));
    return { row, state: storedLookupState(row) };
  }

  /**
   * No carrier of the number can be asked here (no API key for it, no 17TRACK key): nothing is stored as checked. A
   * stored shipment keeps what it had; the scheduler leaves it for a day instead of offering it again every tick.
   */
  private async unconnected(
    code: string,
    detection: DetectionResult,
    existing: VersionedTrackingCode | undefined,
    source: RefreshSource,
  ): Promise<RefreshOutcome> {
    if (existing && source === 'scheduler') await this.repository.postpone([code], new Date(Date.now() + DAY_MS));
    return { row: existing?.row, state: unconnectedState(detection) };
  }

  /** Nobody knew the number (or nobody answered): a known status and its events stay as they are. */
  private async recordFailure(
    code: string,
    failure: TrackingFailure,
    asked: Array<{ code: string; name: string }>,
    stored?: Promise<VersionedTrackingCode | undefined>,
  ): Promise<TrackingCodeRow> {
    const now = new Date();
    const { after } = await this.write(
      code,
      (existing) => {
        const misses = (existing?.failureCount ?? 0) + 1;
        const status = (existing?.status as StoredStatus | null) ?? false;
        return {
          // A carrier that does not answer is said even beside a known status, so the page can say why it is not
          // up to date; "nobody knows the number" is not, as the known status still stands.
          failure: existing?.status && failure !== 'ERROR' ? null : failure,
          failureCount: misses,
          lastCheckedAt: now,
          trackedIn: mergeCarriers(existing?.trackedIn, asked),
          nextCheckAt: nextCheckAt(status, misses, existing?.createdAt ?? now, now),
        };
      },
      [],
      stored,
    );
    this.answers.delete(code);
    return after;
  }
}

/** The carrier an answer is stored under: an aggregator's answer names the courier that reported it last. */
function reportingCarrier(adapter: CarrierAdapter, result: CarrierTrackResult): { code: string; name: string } {
  const reporter = result.events.at(-1)?.carrier;
  return adapter.code === '17track' && reporter
    ? { code: adapter.code, name: reporter }
    : { code: adapter.code, name: adapter.name };
}

function minDate(a: Date | null | undefined, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

function mergeCarriers(
  existing: Array<{ name: string; code: string }> | undefined,
  added: Array<{ name: string; code: string }>,
): Array<{ name: string; code: string }> {
  const merged = [...(existing ?? [])];
  for (const carrier of added) {
    if (!merged.some((known) => known.code === carrier.code && known.name === carrier.name)) {
      merged.push({ name: carrier.name, code: carrier.code });
    }
  }
  return merged;
}

/** The state of a number nobody here can ask: a recognised number links out to its carriers; any other is unknown. */
function unconnectedState(detection: DetectionResult): LookupState {
  return detection.candidates.length > 0 ? 'not-connected' : 'not-recognised';
}
