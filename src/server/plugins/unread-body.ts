/**
 * A response sent before the request body has fully arrived (an upload refused as too large, a
 * 401 or 403 before the body was read) closes the connection. Keeping it open would mean reading
 * and discarding the rest of the body — for a 12 GB chunked upload, for as long as the client
 * cares to send — before the connection could serve another request.
 *
 * The close lingers briefly: the answer and a FIN go out, the rest of the body is no longer read,
 * and only after LINGER_MS is the socket destroyed. Destroying it at once would reset the
 * connection under a client still sending, and a client that gets a write error first (EPIPE)
 * never reads the 413 waiting for it.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const LINGER_MS = 2000;

export function registerCloseOnUnreadBody(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) {
      reply.header('connection', 'close');
      lingerOnClose(request);
    }
    return payload;
  });
}

/** Replaces Node's close-after-response (end, then destroy once flushed) for this socket. */
function lingerOnClose(request: FastifyRequest) {
  const socket = request.raw.socket as Socket | null;
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    // Stop feeding the body anywhere; once its buffer fills, Node stops reading the socket.
    request.raw.unpipe();
    request.raw.pause();
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}
