import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Express } from 'express';
import proxyAddr from 'proxy-addr';

/**
 * TRUST_PROXY: how many proxies stand in front of the API (`hops`), or which peers are proxies (`addresses`:
 * addresses, CIDR ranges and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Only a trusted peer's
 * X-Forwarded-For is read.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

/** A proxy in front of the API on the same machine (the README's reverse proxy, the server render's own calls). */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** Whether the peer at `hop` (0: the socket's peer) is a proxy whose X-Forwarded-For entry is believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Parses TRUST_PROXY; throws an Error whose message says what is wrong with the value. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a hop count must be between 0 and 10');
    return { hops };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (addresses.length === 0) throw new Error('must be a hop count or a comma-separated list of addresses');
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`${(error as Error).message} (expected a hop count, addresses, CIDR ranges or loopback)`, {
      cause: error,
    });
  }
  return { addresses };
}

export function trustFunction(setting: TrustProxy): TrustFunction {
  if ('hops' in setting) return (_address, hop) => hop < setting.hops;
  return proxyAddr.compile(setting.addresses);
}

/**
 * The client's address: the socket's peer, then each X-Forwarded-For entry (right to left) that a trusted proxy
 * added. The walk stops at a value that is not an IP address, so a forged or mangled header never becomes an
 * address of its own: the proxy that passed it on is taken as the client (with one proxy, the socket's peer).
 */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string | undefined {
  const chain = proxyAddr.all(request, trust);
  let client = chain[0];
  for (let hop = 1; hop < chain.length && isIP(chain[hop]) !== 0; hop++) client = chain[hop];
  return client;
}

/**
 * The key a client's address is counted under by the per-address limits: IPv4 as it is (also when written as an
 * IPv4-mapped IPv6 address), IPv6 by its /64 prefix, since one subscriber or host usually holds a whole /64.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  const withoutZone = address.split('%')[0];
  if (isIP(withoutZone) !== 6) return address;
  const prefix = ipv6Groups(withoutZone)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/** The Express setting under which `installClientAddress` leaves its resolver, for code that runs before Express. */
export const CLIENT_ADDRESS_SETTING = 'client address fn';

export type ClientAddressResolver = (request: IncomingMessage) => string | undefined;

/**
 * Makes `request.ip` everywhere (limits, sign-in throttle, logs, the address the server render forwards) follow
 * TRUST_PROXY through `clientAddress`. A request for which `isOwnForwardedCall` holds (this process's own call on
 * loopback, marked with its secret) has its one hop believed whatever TRUST_PROXY says.
 */
export function installClientAddress(
  express: Express,
  setting: TrustProxy,
  isOwnForwardedCall: (request: IncomingMessage) => boolean,
): void {
  const trust = trustFunction(setting);
  const trustOwnCall: TrustFunction = (address, hop) => hop === 0 || trust(address, hop);
  const resolve: ClientAddressResolver = (request) =>
    clientAddress(request, isOwnForwardedCall(request) ? trustOwnCall : trust);
  express.set('trust proxy', trust);
  express.set(CLIENT_ADDRESS_SETTING, resolve);
  Object.defineProperty(express.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: IncomingMessage) {
      return resolve(this);
    },
  });
}
