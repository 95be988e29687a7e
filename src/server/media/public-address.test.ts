import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './public-address'

describe('isPublicAddress (db:import photo downloads)', () => {
  it('refuses loopback, private, link-local, metadata and IPv4-carrying IPv6 forms', () => {
    const inside = [
      ['127.0.0.1', 'loopback'],
      ['0.0.0.0', 'this host'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['192.168.0.1', 'private'],
      ['100.100.100.200', 'shared (Alibaba metadata)'],
      ['169.254.169.254', 'link-local (AWS, GCP, Azure metadata)'],
      ['168.63.129.16', 'Azure host endpoint'],
      ['192.0.0.192', 'IETF protocol block (Oracle metadata)'],
      ['198.18.0.1', 'benchmarking'],
      ['224.0.0.1', 'multicast'],
      ['255.255.255.255', 'broadcast'],
      ['::1', 'loopback'],
      ['::', 'unspecified'],
      ['::ffff:127.0.0.1', 'IPv4-mapped'],
      ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
      ['64:ff9b::7f00:1', 'NAT64'],
      ['2002:7f00:1::1', '6to4'],
      ['2001::7f00:1', 'Teredo'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local with a zone'],
      ['fd00:ec2::254', 'unique-local (AWS metadata)'],
      ['ff02::1', 'multicast'],
      ['localhost', 'a name, not an address'],
      ['', 'nothing'],
    ]
    expect(inside.filter(([a]) => isPublicAddress(a!))).toEqual([])
  })

  it('allows public IPv4 and global IPv6', () => {
    const outside = ['8.8.8.8', '172.32.0.1', '105.112.1.1', '2606:4700::1111', '2a00:1450::1']
    expect(outside.filter((a) => !isPublicAddress(a))).toEqual([])
  })
})
