import type { IncomingMessage } from 'node:http';
import express, { type Express } from 'express';

/** Who the client is: the address rate limits count and services are told (X-Forwarded-For). */
export type ClientAddressOf = (req: IncomingMessage) => string | undefined;

const CLIENT = Symbol('wonderkin.clientAddress');
type Remembering = IncomingMessage & { [CLIENT]?: string; ip?: string };

/** Express's own req.ip getter: X-Forwarded-For as far as the app's `trust proxy` allows. */
const expressIp = Object.getOwnPropertyDescriptor(express.request, 'ip')?.get;

/**
 * The client's address as the app's `trust proxy` setting sees it (Express's req.ip), worked out once per request,
 * also for a request that never enters the app. With no trusted proxy (TRUST_PROXY unset) it is the socket's address,
 * whatever X-Forwarded-For says.
 */
export function clientAddressOf(app: Express): ClientAddressOf {
  const trust: unknown = app.get('trust proxy');
  const trustsNone = trust === false || trust === 0 || trust === undefined;
  if (!trustsNone && !expressIp) throw new Error('express.request has no ip getter');
  return (req) => {
    const remembered = req as Remembering;
    if (remembered[CLIENT] !== undefined) return remembered[CLIENT];
    const address: string | undefined = trustsNone
      ? req.socket.remoteAddress
      : expressIp!.call({ app, headers: req.headers, socket: req.socket, connection: req.socket });
    remembered[CLIENT] = address;
    return address;
  };
}

/** Without an app: Express's req.ip when the request went through one, else the socket's address. */
export const defaultClientAddress: ClientAddressOf = (req) => (req as Remembering).ip ?? req.socket.remoteAddress;
