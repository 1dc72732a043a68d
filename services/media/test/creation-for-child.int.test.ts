import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, type ChildProfile } from '@wonderkin/shared';
import { closeServer } from '@wonderkin/server-kit';
import { mintSession } from '../../../tests/support/sessions';
import { resolveOptions } from '../src/content/options';
import { startMediaApp, type MediaHarness } from './support';

// Issue 11: "/create lets the parent pick the child; it is made for that child: the age range from the profile". The
// media service asks accounts (here a local server answering its internal route in the real shape) whether the child
// belongs to the signed-in family, then takes the first name and the age band (9-12 → the oldest band, 9-10).

const mia: ChildProfile = {
  childId: `child_${'d'.repeat(32)}`, firstName: 'Mia', ageRange: '9-12', interests: ['volcanoes'], goals: [], supportNeeds: ['larger-text'],
  weeklyReportEmail: false, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
};

describe('a creation made for a family\'s child', () => {
  let accounts: http.Server;
  let media: MediaHarness;
  const asked: string[] = [];

  beforeAll(async () => {
    accounts = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://accounts');
      asked.push(`${url.pathname}?${url.searchParams}`);
      const owned = url.pathname === `/internal/children/${mia.childId}` && url.searchParams.get('userId') === 'family_ann';
      res.writeHead(owned ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(owned ? mia : { error: MESSAGES.childNotFound }));
    });
    await new Promise<void>((resolve) => accounts.listen(0, '127.0.0.1', resolve));
    media = await startMediaApp('for-child', { env: { ACCOUNTS_URL: `http://127.0.0.1:${(accounts.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await media?.close();
    await closeServer(accounts);
  });

  const create = (cookie: string | null, body: object) => fetch(`${media.baseUrl}/api/creations`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body),
  });
  const request = { topic: 'Volcanoes', mode: 'custom', customOptions: { ageBand: '3-5', tone: 'Gentle', learningFocus: 'Facts' }, outputs: ['digital-activity-book'] };

  it('takes the first name and the age band from the profile, and keeps the child out of what browsers see', async () => {
    const ann = await mintSession(media.redis, media.config, 'family_ann');
    const answer = await create(ann, { ...request, childId: mia.childId });
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Volcanoes for Mia', childName: 'Mia', customOptions: { ageBand: '9-10', tone: 'Gentle' } });
    expect(JSON.stringify(body)).not.toContain(mia.childId);
    const record = await media.repo.get(body.id as string);
    expect(record?.forChild).toEqual({ childId: mia.childId, ageBand: '9-10', supportNeeds: ['larger-text'] });
    expect(asked).toContain(`/internal/children/${mia.childId}?userId=family_ann`);
    // Quick mode has no options of its own: the child's band still decides the content.
    expect(resolveOptions({ mode: 'quick', childAgeBand: '3-5' }).ageBand).toBe('3-5');
    expect(resolveOptions({ mode: 'quick' }).ageBand).toBe('6-8');
  });

  it('refuses another family\'s child (404), a signed-out browser (401) and a malformed id (400), creating nothing', async () => {
    const bob = await mintSession(media.redis, media.config, 'family_bob');
    const before = (await media.repo.listForOwner({ userId: 'family_bob' })).length;
    const foreign = await create(bob, { ...request, childId: mia.childId });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: MESSAGES.childNotFound });
    const signedOut = await create(null, { ...request, childId: mia.childId });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: MESSAGES.signInRequired });
    const malformed = await create(bob, { ...request, childId: '../../etc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: MESSAGES.childNotFound });
    expect((await media.repo.listForOwner({ userId: 'family_bob' })).length).toBe(before);
  });
});
