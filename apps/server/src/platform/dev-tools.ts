import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Whether an address is this machine's (IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 loopback mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether a request may use the development tools of the embedded mail outbox (reading the
 * outboxes, moving a controlled clock). What is there grants access to accounts (reset links,
 * two-factor codes), so by default (`DEV_OUTBOX=local`) only this machine reads it: the client's
 * address is loopback and, unless `TRUST_PROXY` names the proxies, no proxy forwarded the request
 * (a proxy on this machine would otherwise make every visitor look local).
 */
export function mayUseDevTools(request: FastifyRequest, config: Pick<Config, 'devOutbox' | 'trustProxy'>): boolean {
  if (config.devOutbox === 'open') return true;
  if (config.devOutbox === 'off') return false;
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded && config.trustProxy === false) return false;
  return isLoopbackAddress(request.ip);
}
