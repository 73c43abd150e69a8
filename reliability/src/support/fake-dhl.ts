import type { ServerResponse } from 'node:http';
import {
  LoopbackCarrierServer,
  respondJson,
  respondText,
  type RecordedRequest,
} from '../../../backend/src/modules/tracking/carriers/testing/loopback-carrier-server.test-support.js';
import type { CaseContext } from './suite.js';

/** What the fake carrier answers to `GET /track/shipments`. */
export type DhlBehaviour =
  | { kind: 'shipment'; events: number; delayMs?: number }
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  | { kind: 'garbage'; body: string }
  | { kind: 'hang' };

const FIRST_EVENT_AT = Date.UTC(2025, 0, 6, 8, 0, 0);
const HOUR_MS = 60 * 60 * 1000;

/**
 * The DHL Shipment Tracking API's answer for a number with `count` transit events, newest first as DHL lists them.
 * The same number always gets the same events, so a repeated answer must not add any.
 */
export function dhlShipment(trackingNumber: string, count: number): unknown {
  const events = Array.from({ length: count }, (_, index) => ({
    timestamp: new Date(FIRST_EVENT_AT + index * 6 * HOUR_MS).toISOString(),
    location: { address: { countryCode: 'DE', postalCode: '53113', addressLocality: 'BONN' } },
    statusCode: 'transit',
    status: 'TRANSIT',
    description: `Processed at parcel centre ${index + 1}`,
  })).reverse();
  return {
    shipments: [
      {
        id: trackingNumber,
        service: 'parcel-de',
        origin: { address: { countryCode: 'DE', addressLocality: 'BONN' } },
        destination: { address: { countryCode: 'FR', addressLocality: 'PARIS' } },
        status: events[0],
        details: { product: { productName: 'DHL Paket International' } },
        events,
      },
    ],
  };
}

/**
 * A DHL API on loopback (the project's LoopbackCarrierServer) whose behaviour a case switches at will; it records
 * every call with the API key that made it, so a case can tell which process asked.
 */
export class FakeDhl {
  behaviour: DhlBehaviour = { kind: 'shipment', events: 1 };
  /** Calls received and not answered yet, by tracking number. */
  readonly inFlight = new Map<string, number>();

  private constructor(private readonly server: LoopbackCarrierServer) {
    server.route('GET', '/track/shipments', (request, response) => this.answer(request, response));
  }

  static async start(context: CaseContext): Promise<FakeDhl> {
    const fake = new FakeDhl(await LoopbackCarrierServer.start());
    context.defer('stop the fake DHL API', () => fake.server.close());
    return fake;
  }

  get baseUrl(): string {
    return this.server.baseUrl;
  }

  /** Calls to the tracking route, optionally only those for one number or from one API key. */
  calls(filter: { number?: string; apiKey?: string } = {}): RecordedRequest[] {
    return this.server
      .requestsTo('GET', '/track/shipments')
      .filter((request) => filter.number === undefined || request.query.get('trackingNumber') === filter.number)
      .filter((request) => filter.apiKey === undefined || request.headers['dhl-api-key'] === filter.apiKey);
  }

  private async answer(request: RecordedRequest, response: ServerResponse): Promise<void> {
    const number = request.query.get('trackingNumber') ?? '';
    const behaviour = this.behaviour;
    this.inFlight.set(number, (this.inFlight.get(number) ?? 0) + 1);
    try {
      switch (behaviour.kind) {
        case 'shipment': {
          const body = dhlShipment(number, behaviour.events);
          const handler = respondJson(200, body);
          if (behaviour.delayMs) await this.server.delay(behaviour.delayMs, handler)(request, response);
          else handler(request, response);
          return;
        }
        case 'status':
          respondText(behaviour.status, behaviour.body, behaviour.headers)(request, response);
          return;
        case 'garbage':
          respondText(200, behaviour.body, { 'content-type': 'application/json' })(request, response);
          return;
        case 'hang':
          // Never answers; the client's timeout ends the call, the server's close drops the socket.
          await this.server.delay(10 * 60 * 1000, respondText(200, ''))(request, response);
          return;
      }
    } finally {
      const left = (this.inFlight.get(number) ?? 1) - 1;
      if (left > 0) this.inFlight.set(number, left);
      else this.inFlight.delete(number);
    }
  }
}
