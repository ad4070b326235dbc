import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Where a session was opened from, as kept on it (decision 041). */
export type ClientInfo = { userAgent?: string | undefined; ip?: string | undefined };

const USER_AGENT_KEPT = 300;

/** The device and network a new session is opened from (request.ip follows TRUST_PROXY). */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

export const keptUserAgent = (userAgent: string | undefined) => userAgent?.slice(0, USER_AGENT_KEPT) || null;

/**
 * Enough of the address to recognise a network, not enough to point at a home: the first three
 * parts of IPv4 (`203.0.113.x`), the first three groups of IPv6 (`2001:db8:85a3:…`).
 */
export function shortenIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const [head = ''] = ip.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    return `${groups.length > 0 ? groups.join(':') : '0'}:…`;
  }
  return null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** «Chrome en Windows», from the User-Agent: enough for the owner to recognise the device. */
export function deviceLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Navegador desconocido';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Navegador desconocido';
}
