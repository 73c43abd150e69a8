import { Injectable, Logger } from '@nestjs/common';
import { CarriersRepository } from './carriers.repository.js';
import { fillTrackingUrl, trackingUrlTemplateProblem } from './tracking-url-template.js';

/** How long a process reuses the templates it read; staff edits made in another process show within this time. */
const TEMPLATES_TTL_MS = 60_000;

/** Carrier code → tracking-link template, as read from the carriers table. */
export type TrackingUrlTemplates = ReadonlyMap<string, string>;

interface CachedTemplates {
  until: number;
  templates: Promise<TrackingUrlTemplates>;
  /** The templates once read (a failed read is not kept). */
  read?: TrackingUrlTemplates;
}

/**
 * The carriers' own tracking pages for a number (`carriers.tracking_url_template`), kept in memory for a minute so a
 * lookup costs no query. A link is a convenience: when the templates cannot be read, lookups answer without links.
 */
@Injectable()
export class CarrierTrackingLinks {
  private readonly logger = new Logger(CarrierTrackingLinks.name);
  private cached?: CachedTemplates;

  constructor(private readonly repository: CarriersRepository) {}

  templates(): Promise<TrackingUrlTemplates> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.templates;
    const cached: CachedTemplates = { until: now + TEMPLATES_TTL_MS, templates: this.read(() => this.forget(cached)) };
    this.cached = cached;
    void cached.templates.then((templates) => {
      if (this.cached === cached) cached.read = templates;
    });
    return cached.templates;
  }

  /**
   * The templates when this process holds them, read and fresh, without waiting; undefined otherwise (then
   * `templates()` reads them). For answers given at once (`DetectionRoute`).
   */
  heldTemplates(): TrackingUrlTemplates | undefined {
    const cached = this.cached;
    return cached?.read !== undefined && cached.until > Date.now() ? cached.read : undefined;
  }

  /** A carrier was created, changed or deleted here: the next lookup reads the templates again. */
  invalidate(): void {
    this.cached = undefined;
  }

  private forget(entry: { templates: Promise<TrackingUrlTemplates> } | undefined): void {
    if (this.cached === entry) this.cached = undefined;
  }

  private async read(onFailure: () => void): Promise<TrackingUrlTemplates> {
    try {
      const rows = await this.repository.trackingUrlTemplates();
      // A template stored before validation existed (or by hand) that does not hold is left out, not linked to.
      return new Map(
        rows
          .filter((row) => trackingUrlTemplateProblem(row.template) === undefined)
          .map((row) => [row.code, row.template]),
      );
    } catch (error) {
      // Not kept: the next lookup tries again.
      onFailure();
      this.logger.warn(`Tracking-link templates could not be read: ${(error as Error).message}`);
      return new Map();
    }
  }
}

/** The carrier's tracking page for `number`, or null when it has no (valid) template. */
export function trackingLinkFor(templates: TrackingUrlTemplates, carrier: string, number: string): string | null {
  const template = templates.get(carrier);
  return template === undefined ? null : fillTrackingUrl(template, number);
}
