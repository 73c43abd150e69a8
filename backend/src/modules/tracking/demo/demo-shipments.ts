import type { CarrierTrackResult, EventLocation } from '../carriers/carrier-adapter.js';
import { publicStatusOf, type SubStatus } from '../tracking-status.js';

/**
 * DEMO DATA. Labelled shipments (isDemo) with realistic histories, so that a fresh `npm start` shows real pages
 * without carrier credentials. They are stored through the same code path as carrier answers.
 */
interface DemoEvent {
  /** Days before the seed ran (fractions for hours). */
  daysAgo: number;
  subStatus: SubStatus;
  text: string;
  at: EventLocation;
}

export interface DemoShipment {
  code: string;
  carrier: { code: string; name: string };
  service: string;
  origin: EventLocation;
  destination: EventLocation;
  sender: string;
  recipient: string;
  weight: number;
  weightUnit: string;
  /** Days from the seed until the estimated delivery window ends; absent when delivered. */
  estimatedInDays?: [number, number];
  events: DemoEvent[];
}

const place = (city: string, countryIso: string, state?: string): EventLocation => ({ city, countryIso, state });

export const DEMO_SHIPMENTS: DemoShipment[] = [
  {
    code: '1Z5R89390357567127',
    carrier: { code: 'ups', name: 'UPS' },
    service: 'UPS Ground',
    origin: place('Louisville', 'US', 'KY'),
    destination: place('Denver', 'US', 'CO'),
    sender: 'Northwind Outdoor Supply',
    recipient: 'J. Rivera',
    weight: 2300,
    weightUnit: 'gr',
    events: [
      {
        daysAgo: 6.2,
        subStatus: 'info_received',
        text: 'Shipper created a label, UPS has not received the package yet',
        at: place('Louisville', 'US', 'KY'),
      },
      { daysAgo: 5.8, subStatus: 'in_transit', text: 'Origin Scan', at: place('Louisville', 'US', 'KY') },
      { daysAgo: 4.1, subStatus: 'in_transit', text: 'Departed from Facility', at: place('Hodgkins', 'US', 'IL') },
      { daysAgo: 2.5, subStatus: 'in_transit', text: 'Arrived at Facility', at: place('Commerce City', 'US', 'CO') },
      { daysAgo: 1.4, subStatus: 'out_for_delivery', text: 'Out For Delivery Today', at: place('Denver', 'US', 'CO') },
      { daysAgo: 1.1, subStatus: 'delivered', text: 'Delivered: Front Door', at: place('Denver', 'US', 'CO') },
    ],
  },
  {
    code: 'LZ473829165CN',
    carrier: { code: 'china-post', name: 'China Post' },
    service: 'ePacket',
    origin: place('Shenzhen', 'CN'),
    destination: place('Seattle', 'US', 'WA'),
    sender: 'Shenzhen Bright Gadgets Co.',
    recipient: 'A. Chen',
    weight: 410,
    weightUnit: 'gr',
    estimatedInDays: [3, 9],
    events: [
      {
        daysAgo: 11.5,
        subStatus: 'info_received',
        text: 'Electronic information received',
        at: place('Shenzhen', 'CN'),
      },
      { daysAgo: 10.9, subStatus: 'in_transit', text: 'Posting / Collection', at: place('Shenzhen', 'CN') },
      {
        daysAgo: 9.2,
        subStatus: 'in_transit',
        text: 'Departure from outward office of exchange',
        at: place('Guangzhou', 'CN'),
      },
      {
        daysAgo: 6.0,
        subStatus: 'customs',
        text: 'Arrival at inward office of exchange; held by customs',
        at: place('Chicago', 'US', 'IL'),
      },
      {
        daysAgo: 4.3,
        subStatus: 'in_transit',
        text: 'Released from customs, in transit to next facility',
        at: place('Chicago', 'US', 'IL'),
      },
    ],
  },
  {
    code: '3318810025',
    carrier: { code: 'dhl', name: 'DHL' },
    service: 'DHL Express Worldwide',
    origin: place('Leipzig', 'DE'),
    destination: place('London', 'GB'),
    sender: 'Berliner Kaffeerösterei GmbH',
    recipient: 'M. Okafor',
    weight: 1.2,
    weightUnit: 'kg',
    estimatedInDays: [0, 0.5],
    events: [
      { daysAgo: 2.3, subStatus: 'info_received', text: 'Shipment information received', at: place('Leipzig', 'DE') },
      { daysAgo: 2.0, subStatus: 'in_transit', text: 'Processed at LEIPZIG - GERMANY', at: place('Leipzig', 'DE') },
      {
        daysAgo: 1.2,
        subStatus: 'in_transit',
        text: 'Arrived at DHL Sort Facility EAST MIDLANDS - UK',
        at: place('East Midlands', 'GB'),
      },
      {
        daysAgo: 0.9,
        subStatus: 'customs',
        text: 'Clearance processing complete at EAST MIDLANDS - UK',
        at: place('East Midlands', 'GB'),
      },
      { daysAgo: 0.2, subStatus: 'out_for_delivery', text: 'With delivery courier', at: place('London', 'GB') },
    ],
  },
  {
    code: '986578788855',
    carrier: { code: 'fedex', name: 'FedEx' },
    service: 'FedEx International Priority',
    origin: place('Memphis', 'US', 'TN'),
    destination: place('Toronto', 'CA', 'ON'),
    sender: 'Acme Lab Instruments',
    recipient: 'Dr. P. Singh',
    weight: 5.5,
    weightUnit: 'kg',
    estimatedInDays: [1, 2],
    events: [
      {
        daysAgo: 3.4,
        subStatus: 'info_received',
        text: 'Shipment information sent to FedEx',
        at: place('Memphis', 'US', 'TN'),
      },
      { daysAgo: 3.0, subStatus: 'in_transit', text: 'Picked up', at: place('Memphis', 'US', 'TN') },
      {
        daysAgo: 2.1,
        subStatus: 'in_transit',
        text: 'International shipment release - Import',
        at: place('Mississauga', 'CA', 'ON'),
      },
      {
        daysAgo: 1.2,
        subStatus: 'out_for_delivery',
        text: 'On FedEx vehicle for delivery',
        at: place('Toronto', 'CA', 'ON'),
      },
      {
        daysAgo: 0.9,
        subStatus: 'delivery_failed',
        text: 'Delivery exception: customer not available or business closed',
        at: place('Toronto', 'CA', 'ON'),
      },
    ],
  },
  {
    code: 'RB123456785GB',
    carrier: { code: 'royal-mail', name: 'Royal Mail' },
    service: 'International Tracked',
    origin: place('London', 'GB'),
    destination: place('Lyon', 'FR'),
    sender: 'Hatch & Thread Ltd',
    recipient: 'C. Martin',
    weight: 780,
    weightUnit: 'gr',
    events: [
      { daysAgo: 9.0, subStatus: 'in_transit', text: 'We have your item', at: place('London', 'GB') },
      { daysAgo: 8.1, subStatus: 'in_transit', text: 'Item has left the United Kingdom', at: place('Heathrow', 'GB') },
      { daysAgo: 6.4, subStatus: 'in_transit', text: 'Item has arrived in France', at: place('Roissy', 'FR') },
      { daysAgo: 4.2, subStatus: 'out_for_delivery', text: 'Your item is out for delivery', at: place('Lyon', 'FR') },
      { daysAgo: 4.0, subStatus: 'delivered', text: 'Delivered', at: place('Lyon', 'FR') },
    ],
  },
  {
    code: '09133131530724',
    carrier: { code: 'evri', name: 'Evri' },
    service: 'Evri 48',
    origin: place('Leeds', 'GB'),
    destination: place('Bristol', 'GB'),
    sender: 'Paperback Parade',
    recipient: 'S. Hughes',
    weight: 350,
    weightUnit: 'gr',
    events: [
      { daysAgo: 14.0, subStatus: 'in_transit', text: 'We have your parcel', at: place('Leeds', 'GB') },
      {
        daysAgo: 12.5,
        subStatus: 'delivery_failed',
        text: 'We could not deliver your parcel: address incomplete',
        at: place('Bristol', 'GB'),
      },
      {
        daysAgo: 10.0,
        subStatus: 'returning',
        text: 'Your parcel is on its way back to the sender',
        at: place('Bristol', 'GB'),
      },
      { daysAgo: 8.0, subStatus: 'returned', text: 'Returned to sender', at: place('Leeds', 'GB') },
    ],
  },
];

/** A demo shipment as a carrier answer, with times relative to `now`. */
export function demoResult(shipment: DemoShipment, now: Date): CarrierTrackResult {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000);
  const events = shipment.events.map((event) => ({
    occurredAt: at(event.daysAgo),
    status: publicStatusOf(event.subStatus),
    subStatus: event.subStatus,
    description: event.text,
    location: event.at,
    rawCode: event.subStatus.toUpperCase(),
    rawText: event.text,
    carrier: shipment.carrier.name,
  }));
  const last = events[events.length - 1];
  return {
    trackingNumber: shipment.code,
    found: true,
    status: last.status,
    subStatus: last.subStatus,
    events,
    shipment: {
      service: shipment.service,
      origin: shipment.origin,
      destination: shipment.destination,
      sender: shipment.sender,
      recipient: shipment.recipient,
      weight: shipment.weight,
      weightUnit: shipment.weightUnit,
      estimatedDelivery: shipment.estimatedInDays
        ? { min: at(-shipment.estimatedInDays[0]), max: at(-shipment.estimatedInDays[1]) }
        : undefined,
    },
  };
}
