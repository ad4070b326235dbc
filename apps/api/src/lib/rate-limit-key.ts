import { normalizeIP } from '@fastify/rate-limit';

/**
 * Whose budget a request spends: its address, an IPv6 one grouped by its subnet as the plugin does
 * by default. A request whose client hung up before it was handled has no address left (Node
 * clears the socket's), and the plugin's own key threw on it: such requests share one key.
 */
export function rateLimitKey(request: { ip?: string | undefined }): string {
  return request.ip ? normalizeIP(request.ip) : 'sin-direccion';
}
