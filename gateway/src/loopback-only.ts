import type { RequestHandler } from 'express';
import { MESSAGES } from '@wonderkin/shared';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Whether the TCP peer is this computer. The socket's address, never X-Forwarded-For, which a caller can write. */
export const isLoopbackPeer = (address: string | undefined): boolean => Boolean(address && LOOPBACK.test(address));

/**
 * The development mailbox shows every sign-in link: only someone at this computer may read it. Anyone else gets the
 * same 404 as a path that does not exist (the gateway listens on every interface by default).
 */
export function loopbackOnly(): RequestHandler {
  return (req, res, next) => {
    if (isLoopbackPeer(req.socket.remoteAddress)) return next();
    res.status(404).json({ error: MESSAGES.notFoundApi });
  };
}
