import { BlockList, isIP } from 'node:net'

/**
 * IPv4 blocks that are not the public internet (IANA's special-purpose registry): this host,
 * private, shared (CGNAT, where Alibaba's metadata lives), loopback, link-local (the cloud
 * metadata address 169.254.169.254), protocol and documentation blocks, benchmarking, multicast,
 * reserved and broadcast — and Azure's host endpoint, a public address that answers only inside.
 */
const NOT_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '168.63.129.16/32',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
]
/**
 * IPv6 must be global unicast (2000::/3): that leaves out loopback, unspecified, IPv4-mapped and
 * -translated addresses (which would carry any IPv4 address past the list above), link-local,
 * unique-local (AWS's fd00:ec2::254) and multicast. Inside it: Teredo and the other protocol
 * assignments, 6to4 (an IPv4 address inside) and the documentation blocks.
 */
const GLOBAL_V6 = '2000::/3'
const NOT_PUBLIC_V6 = ['2001::/23', '2001:db8::/32', '2002::/16', '3fff::/20']

function blockList(ranges: string[], family: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList()
  for (const range of ranges) {
    const [net, bits] = range.split('/')
    list.addSubnet(net!, Number(bits), family)
  }
  return list
}
const notPublicV4 = blockList(NOT_PUBLIC_V4, 'ipv4')
const globalV6 = blockList([GLOBAL_V6], 'ipv6')
const notPublicV6 = blockList(NOT_PUBLIC_V6, 'ipv6')

/**
 * Whether an address (as a socket connects to it, not as a URL spells it) is on the public
 * internet. Anything that is not an IP address is not.
 */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address)
    if (family === 4) return !notPublicV4.check(address, 'ipv4')
    if (family === 6) return globalV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6')
  } catch {
    // A zone index or another form BlockList does not parse: not an address we connect to.
  }
  return false
}
