import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    for (const ip of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:1319:8a2e:0370:7344',
      '2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::1%eth0',
      '2001:db8:85a3:8d3:0:0:1.2.3.4',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unix-socket')).toBe('unix-socket');
    expect(addressKey('')).toBe('');
  });
});
