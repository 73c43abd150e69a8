import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

const isLoopbackAddress = proxyAddr.compile('loopback');

/**
 * Whether a configured host name is this machine's loopback: `localhost` (and `*.localhost`, RFC 6761) or an
 * address in 127.0.0.0/8 or ::1. Other names are not resolved: what a name resolves to can change after the check.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const address = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  return isIP(address) !== 0 && isLoopbackAddress(address, 0);
}
