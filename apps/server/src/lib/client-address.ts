import { isIPv4, isIPv6 } from 'node:net';

// The client address that sign-in limits and per-address rate limits count by. An IPv4 address
// counts as itself (also when it arrives IPv4-mapped, ::ffff:a.b.c.d); an IPv6 address by its /64,
// because one subscriber usually holds a whole /64 and could otherwise take a new address for
// every guess. Anything else (a unix socket, a test's made-up name) counts as given.

export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower-case without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // An embedded IPv4 tail (…:1.2.3.4) is two groups.
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (v4) {
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
