/**
 * The client a key request is counted against (3 a day). An IPv4 address is
 * one client. An IPv6 client counts by its /64: a /64 is what one subscriber
 * or one LAN gets, and a host picks its own addresses within it (privacy
 * addresses, RFC 8981) — counted per full address, one /64 would have
 * unlimited requests. An IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, as a
 * dual-stack socket reports an IPv4 client) is the IPv4 address it maps.
 */
import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (with `::`, an IPv4 tail, a zone). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const [a, b, c, d] = text.slice(lastColon + 1).split('.').map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    // Keep a `::` that ends right before the IPv4 part; drop a single separating colon.
    text = text.slice(0, lastColon + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', rest] = text.split('::');
  const left = parse(head);
  const right = [...(rest === undefined ? [] : parse(rest)), ...tail];
  if (rest === undefined) return [...left, ...right];
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What the per-client-address limit counts `ip` as: an IPv4 address as it is,
 * an IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as
 * its /64 prefix (`2001:db8:1:2::/64`). Anything else (no address) as given.
 */
export function clientForLimit(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
