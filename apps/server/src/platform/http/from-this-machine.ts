import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

// A proxy on this machine (Caddy, nginx) connects from loopback on behalf of anyone; it says so in these.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a request comes straight from the loopback interface (127.0.0.0/8, ::1, ::ffff:127.x).
 * Judged by the socket's own address, never `request.ip`: forwarded addresses are anyone's to write.
 */
export function fromThisMachine(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  const address = request.socket.remoteAddress;
  if (!address || !ipaddr.isValid(address)) return false;
  if (ipaddr.process(address).range() !== 'loopback') return false;
  return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}
