import { MESSAGES } from '@wonderkin/shared';
import { startGateway, type RunningGateway } from './helpers';

describe('gateway queue overview at /admin/queues', () => {
  let withToken: RunningGateway;
  let withoutToken: RunningGateway;
  beforeAll(async () => {
    withToken = await startGateway('gateway-admin', { ADMIN_TOKEN: 'let-me-in' });
    withoutToken = await startGateway('gateway-noadmin', {});
  });
  afterAll(async () => {
    await withToken?.stop();
    await withoutToken?.stop();
  });

  it('refuses without the token and asks for credentials', async () => {
    const response = await fetch(`${withToken.url}/admin/queues`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await response.json()).toEqual({ error: MESSAGES.unauthorized });
    const wrong = await fetch(`${withToken.url}/admin/queues`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('shows job counts per queue with a bearer token or basic auth', async () => {
    const bearer = await fetch(`${withToken.url}/admin/queues`, { headers: { authorization: 'Bearer let-me-in' } });
    expect(bearer.status).toBe(200);
    const body = await bearer.json();
    expect(Object.keys(body.queues).sort()).toEqual(['creation', 'research']);
    expect(body.queues.research).toEqual(expect.objectContaining({ waiting: 0, active: 0, completed: 0, failed: 0 }));
    const basic = await fetch(`${withToken.url}/admin/queues`, {
      headers: { authorization: `Basic ${Buffer.from('operator:let-me-in').toString('base64')}` },
    });
    expect(basic.status).toBe(200);
  });

  it('does not exist when ADMIN_TOKEN is not set', async () => {
    const response = await fetch(`${withoutToken.url}/admin/queues`, { headers: { authorization: 'Bearer let-me-in' } });
    // The path is then just another client route (the SPA's 404 page), never the overview.
    expect(response.headers.get('content-type')).not.toMatch(/json/);
    expect(await response.text()).not.toContain('"queues"');
  });
});
