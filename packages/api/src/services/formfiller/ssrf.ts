import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { FORMFILLER_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';

// The form filler opens addresses a case worker types: it must not become a door into the server's own network (SSRF).
// Only http(s); the host is resolved before the browser goes there, and every address it resolves to must be public,
// unless FORMFILLER_ALLOW_HOSTS names the host or its network. The browser's own requests are checked the same way.

/** Networks a form may never be opened from: loopback, private, link-local (cloud metadata), CGNAT, multicast, … */
const GESPERRT = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  GESPERRT.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  GESPERRT.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or compatible IPv6 address. */
function embeddedIpv4(ip: string): string | null {
  const lower = ip.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** An address of the server's own network (or no usable address at all). */
export function istInterneAdresse(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return GESPERRT.check(ip, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(ip);
    if (v4) return GESPERRT.check(v4, 'ipv4');
    return GESPERRT.check(ip, 'ipv6');
  }
  return true;
}

/** FORMFILLER_ALLOW_HOSTS parsed: host names and addresses/networks that may be opened although internal. */
export interface Freigabe {
  hosts: ReadonlySet<string>;
  netze: BlockList;
}

export function freigabeAus(eintraege: readonly string[] | undefined): Freigabe {
  const hosts = new Set<string>();
  const netze = new BlockList();
  for (const raw of eintraege ?? []) {
    const e = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (!e) continue;
    const [addr, bits] = e.split('/');
    const family = addr ? isIP(addr) : 0;
    if (addr && family !== 0) {
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) netze.addAddress(addr, type);
      else netze.addSubnet(addr, Number(bits), type);
    } else {
      hosts.add(e);
    }
  }
  return { hosts, netze };
}

const freigegeben = (freigabe: Freigabe, ip: string): boolean => {
  const family = isIP(ip);
  return family !== 0 && freigabe.netze.check(ip, family === 4 ? 'ipv4' : 'ipv6');
};

/** How long a name may take to resolve before the address counts as unknown. */
const DNS_TIMEOUT_MS = 5000;

async function aufloesen(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('BAD_REQUEST', FORMFILLER_MSG.hostUnbekannt)), DNS_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return addresses.map((a) => a.address);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', FORMFILLER_MSG.hostUnbekannt);
  } finally {
    clearTimeout(timer);
  }
}

/** The host of a URL without IPv6 brackets, lower case. */
export const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/**
 * Refuses (German 400) anything but http(s) to a host whose every address is public or allowed. Answers the URL and
 * the addresses to connect to (the caller connects to exactly these: no second lookup an attacker's DNS could change).
 * One internal address among a name's answers is enough to refuse.
 */
export async function pruefeZiel(raw: string, freigabe: Freigabe): Promise<{ url: URL; adressen: string[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', FORMFILLER_MSG.urlUngueltig, [
      { field: 'url', message: FORMFILLER_MSG.urlUngueltig },
    ]);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.hostname === '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    throw new AppError('BAD_REQUEST', FORMFILLER_MSG.urlUngueltig, [
      { field: 'url', message: FORMFILLER_MSG.urlUngueltig },
    ]);
  }
  return { url, adressen: await pruefeHost(hostOf(url), freigabe) };
}

/** The addresses of a host, all public or allowed (else the German refusal). */
export async function pruefeHost(host: string, freigabe: Freigabe): Promise<string[]> {
  const adressen = isIP(host) ? [host] : await aufloesen(host);
  if (adressen.length === 0) throw new AppError('BAD_REQUEST', FORMFILLER_MSG.hostUnbekannt);
  if (freigabe.hosts.has(host)) return adressen;
  for (const ip of adressen) {
    if (istInterneAdresse(ip) && !freigegeben(freigabe, ip)) {
      throw new AppError('BAD_REQUEST', FORMFILLER_MSG.urlIntern, [
        { field: 'url', message: FORMFILLER_MSG.urlIntern },
      ]);
    }
  }
  return adressen;
}
