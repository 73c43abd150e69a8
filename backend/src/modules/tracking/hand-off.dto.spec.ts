import { detectTrackingNumber } from './detection/detection.engine.js';
import { describeHandOff } from './hand-off.dto.js';
import type { TrackingCodeRow, TrackingEventRow } from './tracking.repository.js';

const row = (code: string, shipmentInfo: TrackingCodeRow['shipmentInfo'], foundIn: TrackingCodeRow['foundIn']) =>
  ({ code, shipmentInfo, foundIn, carrierCode: foundIn[0]?.code ?? null }) as TrackingCodeRow;

const event = (day: number, carrier: string) =>
  ({ occurredAt: new Date(`2024-05-0${day}T10:00:00Z`), carrier, description: `Scan ${day}` }) as TrackingEventRow;

describe('describeHandOff', () => {
  it('is absent for a shipment one carrier carries alone', () => {
    const alone = row('776094337676', {}, [{ code: 'fedex', name: 'FedEx' }]);
    expect(describeHandOff(alone, [event(1, 'FedEx')], detectTrackingNumber(alone.code))).toBeUndefined();
  });

  it('puts each event on the leg of the carrier that reported it, matching names loosely', () => {
    const shipment = row(
      'RR123456789CN',
      { extraCarrier: { trackingNumber: '9400111899223397910390', companyCode: 'usps', companyName: 'USPS' } },
      [{ code: '17track', name: 'USPS' }],
    );
    const events = [event(1, 'China Post'), event(2, 'China Post'), event(3, 'U.S.P.S.'), event(4, 'usps')];

    const link = (carrier: string, number: string) => `https://track.example/${carrier}?n=${number}`;
    const handOff = describeHandOff(shipment, events, detectTrackingNumber(shipment.code), link)!;

    expect(handOff.dto).toEqual({
      first: {
        trackingNumber: 'RR123456789CN',
        carrierName: 'China Post',
        carrierCode: 'china-post',
        trackingUrl: 'https://track.example/china-post?n=RR123456789CN',
      },
      lastMile: {
        trackingNumber: '9400111899223397910390',
        carrierName: 'USPS',
        carrierCode: 'usps',
        trackingUrl: 'https://track.example/usps?n=9400111899223397910390',
      },
    });
    expect(events.map((entry) => handOff.legOf(entry))).toEqual(['first', 'first', 'last-mile', 'last-mile']);
  });

  it('names a last-mile carrier known only by its code, and a first leg without events by the finding carrier', () => {
    const economy = row(
      '61290912345678912345',
      { extraCarrier: { trackingNumber: '92612999897543581074711582', companyCode: 'usps' } },
      [{ code: 'fedex', name: 'FedEx' }],
    );

    const handOff = describeHandOff(economy, [], detectTrackingNumber(economy.code))!;

    expect(handOff.dto).toEqual({
      first: { trackingNumber: '61290912345678912345', carrierName: 'FedEx', carrierCode: 'fedex', trackingUrl: null },
      lastMile: {
        trackingNumber: '92612999897543581074711582',
        carrierName: 'USPS',
        carrierCode: 'usps',
        trackingUrl: null,
      },
    });
    expect(handOff.legOf(event(1, 'FedEx'))).toBe('first');
  });
});
