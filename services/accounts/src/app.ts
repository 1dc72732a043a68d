import type { Express } from 'express';
import { createAofRewrites, createRecipientCaps, createServiceApp, createSessionMiddleware, finishServiceApp } from '@wonderkin/server-kit';
import type { AccountsDeps } from './deps';
import { createUserRepository } from './store/users';
import { internalRoutes } from './routes/internal';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { createSignInTokenRepository } from './store/sign-in-tokens';
import { mailRoutes } from './routes/mail';
import { weeklyLessonRoutes } from './routes/weekly-lessons';
import { PAYMENT_WEBHOOK_PATH, paymentRoutes } from './payments/routes';
import { accountRoutes } from './account/routes';
import { createMailLog } from './store/mail-log';
import { createSubscriberRepository } from './store/subscribers';
import { createStripeClient } from './payments/stripe-client';
import { childRoutes } from './children/routes';
import { reportEmailRoutes } from './children/report-emails';
import { createChildRepository } from './children/store';
import { phoneRoutes } from './account/phone';
import { createCircleRepository } from './circle/store';
import { circleRoutes } from './circle/routes';
import { circleInternalRoutes } from './circle/internal';
import { createClassRepository } from './classes/store';
import { classRoutes } from './classes/routes';
import { classDeviceRoutes, triesKey } from './classes/device';
import { classInternalRoutes } from './classes/internal';
import { classFamilyRoutes } from './classes/family';

export type { AccountsDeps };

/** The accounts service: users (email → random userId) and their paid flag. Never logs emails. */
export function createApp({ config, logger, store, mailQueue, mailJobs, redis, stripe = createStripeClient(config), events }: AccountsDeps): Express {
  const users = createUserRepository(store);
  const tokens = createSignInTokenRepository(store);
  const children = createChildRepository(store);
  const circle = createCircleRepository(store);
  const classes = createClassRepository(store);
  const app = createServiceApp('accounts', logger, async () => {
    await users.ping();
    return { store: store.driver };
  }, { metricsAccess: config, rawBodyPaths: [PAYMENT_WEBHOOK_PATH] });
  app.use(createSessionMiddleware({ config, redis }));
  // The development mailbox is named in the register answer only where it is served and mail really goes to it.
  const devMailbox = config.NODE_ENV !== 'production' && !config.SMTP_URL;
  app.use(registerRoutes(users, { tokens, mailQueue, redis, config, logger }, { devMailbox }));
  app.use(sessionRoutes({ users, tokens, productName: config.PRODUCT_NAME, redis, queuePrefix: config.QUEUE_PREFIX, logger, events }));
  app.use(internalRoutes(users, config.INTERNAL_TOKEN));
  app.use(childRoutes({ children, circle, classes, internalToken: config.INTERNAL_TOKEN, events, logger }));
  app.use(circleRoutes({
    circle, children, users, mailQueue, config, logger, redis, caps: createRecipientCaps(redis, config),
    signIn: { users, redis, queuePrefix: config.QUEUE_PREFIX, logger },
  }));
  app.use(circleInternalRoutes({ children, circle, internalToken: config.INTERNAL_TOKEN }));
  app.use(classRoutes({ classes, users, events, logger, clearTries: async (studentId) => void (await redis.del(triesKey(config.QUEUE_PREFIX, studentId))) }));
  app.use(classDeviceRoutes({ classes, redis, queuePrefix: config.QUEUE_PREFIX }));
  app.use(classInternalRoutes({ classes, internalToken: config.INTERNAL_TOKEN }));
  app.use(classFamilyRoutes({ classes, children, circle, events, logger }));
  app.use(reportEmailRoutes({ children, users, config }));
  app.use(phoneRoutes({ users, redis, mailQueue, caps: createRecipientCaps(redis, config), config, logger }));
  app.use(mailRoutes({ config, logger, store, mailQueue }));
  app.use(weeklyLessonRoutes({ productName: config.PRODUCT_NAME }));
  app.use(paymentRoutes({ config, users, store, logger, stripe }));
  // After a deletion: the store's files are scrubbed, and Redis's append-only file is rewritten within a minute.
  const aofRewrites = createAofRewrites(redis, { prefix: config.QUEUE_PREFIX, logger });
  app.use(accountRoutes({
    users, children, circle, classes, subscribers: createSubscriberRepository(store), mailLog: createMailLog(store), signInTokens: tokens, redis, config, logger, events,
    mailQueue: mailJobs,
    afterDeletion: async () => {
      await store.eraseDeleted();
      aofRewrites.request();
    },
  }));
  finishServiceApp(app, logger);
  return app;
}
