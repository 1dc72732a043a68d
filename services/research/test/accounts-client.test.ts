import { MESSAGES } from '@wonderkin/shared';
import { createLogger } from '@wonderkin/server-kit';
import { createAccountsClient } from '../src/domain/accounts-client';
import { checkLimits } from '../src/domain/limit-check';
import { startFakeAccounts } from './support/fake-accounts';

// A paying customer is never shown the upgrade offer because accounts is briefly down: the last known plan is kept,
// and a user whose plan was never seen is told the plan can't be checked right now (503), not offered the upsell.

const logger = createLogger('accounts-client-test', 'silent');
const asks = (count: number) => ({ countTowardLimit: async () => count }) as never;

describe('the paid status during an accounts outage', () => {
  it('keeps the last known plan while accounts is down', async () => {
    const accounts = await startFakeAccounts({ payer: { isPaid: true } });
    const client = createAccountsClient({ baseUrl: accounts.url, logger, timeoutMs: 500 });
    expect(await client.paidStatus('payer')).toEqual({ known: true, isPaid: true });
    await accounts.close();
    expect(await client.paidStatus('payer')).toEqual({ known: true, isPaid: true });
    const limits = await checkLimits({ userId: 'payer', anonId: 'a1' }, { asks: asks(7), accounts: client });
    expect(limits).toMatchObject({ hasReachedLimit: false, isPaid: true });
  });

  it('says the plan cannot be checked (503) instead of offering the upgrade to a user at the limit', async () => {
    const accounts = await startFakeAccounts({});
    const url = accounts.url;
    await accounts.close();
    const client = createAccountsClient({ baseUrl: url, logger, timeoutMs: 500 });
    expect(await client.paidStatus('stranger')).toEqual({ known: false, isPaid: false, unavailable: true });
    await expect(checkLimits({ userId: 'stranger', anonId: 'a2' }, { asks: asks(3), accounts: client }))
      .rejects.toMatchObject({ status: 503, message: MESSAGES.planUnavailable });
    // Under the limit nothing is at stake: the question goes ahead.
    expect(await checkLimits({ userId: 'stranger', anonId: 'a3' }, { asks: asks(1), accounts: client })).toMatchObject({ hasReachedLimit: false });
  });
});
