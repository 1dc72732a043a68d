import type { Express } from 'express';
import { createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import type { AppDeps } from './deps';
import { askRoutes } from './routes/asks';
import { internalRoutes } from './routes/internal';
import { internalLibraryRoutes } from './routes/internal-library';
import { internalUserRoutes } from './routes/internal-users';
import { limitRoutes } from './routes/limits';
import { researchRoutes } from './routes/research';

export type { AppDeps } from './deps';

/** The research API: asks, lessons, limits (no listening here; server.ts and tests do that). */
export function createApp(deps: AppDeps): Express {
  const app = createServiceApp('research', deps.logger, deps.health, { metricsAccess: deps.config });
  // Who is signed in comes from the server session alone (the accounts service signs browsers in).
  app.use(createSessionMiddleware({ config: deps.config, redis: deps.redis }));
  app.use(researchRoutes(deps));
  app.use(limitRoutes(deps));
  app.use(askRoutes(deps));
  app.use(internalRoutes(deps));
  app.use(internalLibraryRoutes(deps.config.INTERNAL_TOKEN));
  app.use(internalUserRoutes(deps));
  finishServiceApp(app, deps.logger);
  return app;
}
