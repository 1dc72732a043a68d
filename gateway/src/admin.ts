import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Queue } from 'bullmq';
import { MESSAGES } from '@wonderkin/shared';
import { adminOnly, type AdminCredentials } from '@wonderkin/server-kit';
import { isBackendPath, proxiedRoute } from './proxy/routes';

/** Where the queue dashboard lives. */
export const ADMIN_QUEUES_PATH = '/admin/queues';

/**
 * The operators' queue dashboard (Bull Board) over the given queues, behind the operators' credentials: without them
 * 401 with `WWW-Authenticate: Basic` (a browser asks for them). Bull Board has no authentication of its own: the
 * guard runs before any of its pages, assets or API calls.
 */
export function queueDashboard(options: { credentials: AdminCredentials; queues: readonly Queue[]; title: string }): Express {
  const board = new ExpressAdapter().setBasePath(ADMIN_QUEUES_PATH);
  createBullBoard({
    queues: options.queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: options.title, hideDocsLink: true } },
  });
  const boardApp = board.getRouter() as Express;
  boardApp.disable('x-powered-by');

  const admin = express();
  admin.disable('x-powered-by');
  admin.use(adminOnly(options.credentials, options.title));
  admin.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  admin.use(boardApp);
  admin.use(noQueueDashboard);
  return admin;
}

/** With no operators' credentials configured there is no dashboard: the path is a plain JSON 404. */
export const noQueueDashboard: RequestHandler = (_req, res) => {
  res.status(404).json({ error: MESSAGES.notFoundApi });
};

/**
 * The metrics `route` of a gateway request no Express route answered: the pattern of a proxied call, the dashboard,
 * the frontend's hashed assets or the SPA; undefined (→ "unmatched") for anything else.
 */
export function gatewayRouteOf(req: Request): string | undefined {
  const pathname = (req.originalUrl || req.url).split('?')[0];
  if (pathname === ADMIN_QUEUES_PATH || pathname.startsWith(`${ADMIN_QUEUES_PATH}/`)) return `${ADMIN_QUEUES_PATH}/*`;
  const proxied = proxiedRoute(pathname);
  if (proxied) return proxied;
  if (isBackendPath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
  return pathname.startsWith('/assets/') ? '/assets/*' : '/{*spa}';
}
