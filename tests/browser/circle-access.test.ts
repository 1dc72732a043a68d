import { MESSAGES, type CareActivity, type CareGrant, type ChildProfile, type SharedChild } from '@wonderkin/shared';
import { openStore, type Doc } from '@wonderkin/server-kit';
import { CookieBrowser as Browser, until } from '../support/cookie-browser';
import { signUp } from '../support/sign-up';
import { useStack } from '../support/session';

// Issue 22 §1 acceptance, on the whole stack as real processes: a parent invites a viewer and a helper for one child; each
// accepts from the emailed link (read from the development mailbox, as a person would open it); the viewer reads the
// report but cannot assign; the helper assigns and leaves a note; the parent sees both in the activity log; after revoke,
// after the end date and after the child is removed, the next request is a 404; nobody reaches another family's child by
// any id, and an invitee never sees the family's other children, its email or its own questions.
jest.setTimeout(240_000);

interface Mail { id: string; to: string; subject: string }

async function inviteToken(baseUrl: string, email: string): Promise<string> {
  const message = await until(`the invitation to ${email}`, async () => {
    const { messages } = (await (await fetch(`${baseUrl}/dev/mailbox?format=json`)).json()) as { messages: Mail[] };
    return messages.find((each) => each.to === email && /invited you/.test(each.subject));
  });
  const { text } = (await (await fetch(`${baseUrl}/dev/mailbox/${message.id}?format=json`)).json()) as { text: string };
  const token = /\/circle\/accept\?invite=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the email to ${email}`);
  return token;
}

const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

describe('the circle of care: roles, revocation and the walls between families', () => {
  const session = useStack('circle-access');
  const stamp = Date.now().toString(36);
  const emails = {
    parent: `parent.${stamp}@example.com`, viewer: `grandma.${stamp}@example.com`, helper: `tutor.${stamp}@example.com`,
    stranger: `stranger.${stamp}@example.com`,
  };

  it('a viewer reads, a helper assigns, the parent sees it all and ends it; every other way in is a 404', async () => {
    const base = session.stack.baseUrl;
    const parent = new Browser(base);
    await signUp(parent, base, emails.parent);
    const add = async (body: object) => {
      const added = await parent.json('/api/children', body);
      expect(added.status).toBe(201);
      return (await added.json()) as ChildProfile;
    };
    const sam = await add({ firstName: 'Sam', ageRange: '6-8', interests: ['sharks'], supportNeeds: ['dyslexia-friendly'] });
    const leo = await add({ firstName: 'Leo', ageRange: '9-12' });

    // Bad invitations are refused in words and store nothing.
    const refused = await parent.json('/api/circle/invites', { email: emails.viewer, name: 'Grandma', relation: 'grandparent', role: 'owner', childIds: [sam.childId] });
    expect([refused.status, await errorOf(refused)]).toEqual([400, MESSAGES.careRoleInvalid]);
    const notMine = await parent.json('/api/circle/invites', { email: emails.viewer, name: 'Grandma', relation: 'grandparent', role: 'viewer', childIds: [`child_${'0'.repeat(32)}`] });
    expect(notMine.status).toBe(404);
    const self = await parent.json('/api/circle/invites', { email: emails.parent, name: 'Me', relation: 'family', role: 'viewer', childIds: [sam.childId] });
    expect([self.status, await errorOf(self)]).toEqual([400, MESSAGES.careSelfInvite]);
    const past = await parent.json('/api/circle/invites', { email: emails.viewer, name: 'Grandma', relation: 'grandparent', role: 'viewer', childIds: [sam.childId], endsOn: '2020-01-01' });
    expect([past.status, await errorOf(past)]).toEqual([400, MESSAGES.careEndDateInvalid]);
    expect(((await (await parent.fetch('/api/circle')).json()) as { grants: CareGrant[] }).grants).toEqual([]);

    const invite = async (email: string, name: string, relation: string, role: string) => {
      const answer = await parent.json('/api/circle/invites', { email, name, relation, role, childIds: [sam.childId] });
      expect(answer.status).toBe(201);
      return (await answer.json()) as CareGrant;
    };
    const viewerGrant = await invite(emails.viewer, 'Grandma Jo', 'grandparent', 'viewer');
    const helperGrant = await invite(emails.helper, 'Ana', 'tutor', 'helper');
    expect(viewerGrant).toMatchObject({ status: 'invited', role: 'viewer', children: [{ childId: sam.childId, firstName: 'Sam' }] });
    const again = await parent.json('/api/circle/invites', { email: emails.viewer, name: 'Jo', relation: 'grandparent', role: 'viewer', childIds: [leo.childId] });
    expect([again.status, await errorOf(again)]).toEqual([409, MESSAGES.careAlreadyInvited]);

    // The viewer opens the emailed link signed out: the page shows what it gives, accepting signs them in as that address.
    const viewer = new Browser(base);
    const viewerToken = await inviteToken(base, emails.viewer);
    const preview = await viewer.json('/api/circle/invite-preview', { token: viewerToken });
    expect(await preview.json()).toMatchObject({ email: emails.viewer, role: 'viewer', relation: 'grandparent', childNames: ['Sam'], signedInAsOther: false });
    const accepted = await viewer.json('/api/circle/accept', { token: viewerToken });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { children: SharedChild[] }).children).toEqual([expect.objectContaining({ childId: sam.childId, firstName: 'Sam', role: 'viewer' })]);
    expect(((await (await viewer.fetch('/api/me')).json()) as { email: string }).email).toBe(emails.viewer);
    const reused = await new Browser(base).json('/api/circle/accept', { token: viewerToken });
    expect([reused.status, await errorOf(reused)]).toEqual([400, MESSAGES.careInviteInvalid]);

    // What the viewer sees of Sam: a first name and an age range; nothing of Leo, the family's email or its questions.
    const samForViewer = await (await viewer.fetch(`/api/children/${sam.childId}`)).json();
    expect(samForViewer).toEqual({ childId: sam.childId, firstName: 'Sam', ageRange: '6-8', access: { role: 'viewer', relation: 'grandparent' } });
    expect((await viewer.fetch(`/api/children/${leo.childId}`)).status).toBe(404);
    expect(((await (await viewer.fetch('/api/children')).json()) as { children: unknown[] }).children).toEqual([]);
    expect(((await (await viewer.fetch('/api/circle')).json()) as { grants: unknown[] }).grants).toEqual([]);
    expect(JSON.stringify(await (await viewer.fetch('/api/circle/shared')).json())).not.toContain(emails.parent);
    expect((await viewer.fetch(`/api/progress/${sam.childId}/report`)).status).toBe(200);
    expect((await viewer.fetch(`/api/progress/${sam.childId}/review`)).status).toBe(200);
    expect((await viewer.fetch(`/api/progress/${leo.childId}/report`)).status).toBe(404);
    // A viewer cannot assign, note, change levels or the profile: 403 in words where they can see the child.
    const viewerAssigns = await viewer.json(`/api/progress/${sam.childId}/assignments`, { kind: 'question', text: 'why do sharks have so many teeth' });
    expect([viewerAssigns.status, await errorOf(viewerAssigns)]).toEqual([403, MESSAGES.careRoleForbidden]);
    const viewerNotes = await viewer.json(`/api/progress/${sam.childId}/notes`, { text: 'hello' });
    expect(viewerNotes.status).toBe(403);
    const viewerLevels = await viewer.json(`/api/progress/${sam.childId}/levels`, { module: 'Science Explorers', level: 'richer' }, 'PUT');
    expect([viewerLevels.status, await errorOf(viewerLevels)]).toEqual([403, MESSAGES.careParentOnly]);
    expect((await viewer.json(`/api/children/${sam.childId}`, { firstName: 'Bob' }, 'PATCH')).status).toBe(404);
    expect((await viewer.fetch(`/api/children/${sam.childId}`, { method: 'DELETE' })).status).toBe(404);

    // The helper, already signed in to their own account, accepts and gives Sam work and a note.
    const helper = new Browser(base);
    await signUp(helper, base, emails.helper);
    expect((await helper.json('/api/circle/accept', { token: await inviteToken(base, emails.helper) })).status).toBe(200);
    // The viewer asks to be emailed about each new assignment for Sam (the helper does not, yet).
    const notify = await viewer.json(`/api/circle/shared/${viewerGrant.grantId}/notify`, { notifyAssignments: true }, 'PUT');
    expect(notify.status).toBe(200);
    const assigned = await helper.json(`/api/progress/${sam.childId}/assignments`, { kind: 'question', text: 'Why do sharks have so many teeth?' });
    expect(assigned.status).toBe(201);
    const assignment = (await assigned.json()) as { assignmentId: string; by: string };
    expect(assignment.by).toBe('You');
    expect((await helper.json(`/api/progress/${sam.childId}/notes`, { text: 'Sam read two pages aloud today.' })).status).toBe(201);
    const helperLevels = await helper.json(`/api/progress/${sam.childId}/levels`, { module: 'Science Explorers', level: 'richer' }, 'PUT');
    expect([helperLevels.status, await errorOf(helperLevels)]).toEqual([403, MESSAGES.careParentOnly]);
    expect((await helper.fetch(`/api/progress/${leo.childId}/assignments`)).status).toBe(404);

    const newFor = async (email: string) => {
      const { messages } = (await (await fetch(`${base}/dev/mailbox?format=json`)).json()) as { messages: Mail[] };
      return messages.filter((each) => each.to === email && each.subject === 'New for Sam on Wonderkin');
    };
    const [toViewer] = await until('the assignment email to the viewer', async () => (await newFor(emails.viewer)).length ? newFor(emails.viewer) : null);
    const { text: viewerMail } = (await (await fetch(`${base}/dev/mailbox/${toViewer!.id}?format=json`)).json()) as { text: string };
    expect(viewerMail).toContain('Ana (tutor) gave Sam a question to explore: "Why do sharks have so many teeth?"');
    expect(viewerMail).toContain(`/progress/${sam.childId}`);
    expect(viewerMail).not.toContain(emails.parent);
    // Now the viewer stops them and the helper asks for them: the parent's next assignment goes to the helper only.
    expect((await viewer.json(`/api/circle/shared/${viewerGrant.grantId}/notify`, { notifyAssignments: false }, 'PUT')).status).toBe(200);
    expect((await helper.json(`/api/circle/shared/${helperGrant.grantId}/notify`, { notifyAssignments: true }, 'PUT')).status).toBe(200);
    expect((await parent.json(`/api/progress/${sam.childId}/assignments`, { kind: 'review' })).status).toBe(201);
    await until('the assignment email to the helper', async () => (await newFor(emails.helper)).length === 1);
    expect((await newFor(emails.viewer)).length).toBe(1);

    // The parent sees who gave what, and what each person did.
    const forParent = (await (await parent.fetch(`/api/progress/${sam.childId}/assignments`)).json()) as { assignments: { text: string; by: string }[] };
    expect(forParent.assignments).toEqual([expect.objectContaining({ by: 'You' }), expect.objectContaining({ text: 'Why do sharks have so many teeth?', by: 'Ana (tutor)' })]);
    const { activity } = (await (await parent.fetch('/api/circle/activity')).json()) as { activity: CareActivity[] };
    const did = activity.map((entry) => `${entry.who} ${entry.action}${entry.detail ? ` ${entry.detail}` : ''}`);
    expect(did).toEqual(expect.arrayContaining([
      'Grandma Jo (grandparent) accepted', 'Grandma Jo (grandparent) viewed-report', 'Ana (tutor) accepted',
      'Ana (tutor) assigned question: Why do sharks have so many teeth?', 'Ana (tutor) noted Sam read two pages aloud today.',
    ]));
    expect(did.some((line) => line.startsWith('Grandma Jo (grandparent) assigned'))).toBe(false);

    // Someone of another family reaches nothing by any id.
    const stranger = new Browser(base);
    await signUp(stranger, base, emails.stranger);
    for (const path of [
      `/api/children/${sam.childId}`, `/api/progress/${sam.childId}/report`, `/api/progress/${sam.childId}/assignments`,
      `/api/progress/${sam.childId}/notes`, `/api/progress/${sam.childId}/review`, `/api/progress/${sam.childId}/report.pdf`,
    ]) expect([path, (await stranger.fetch(path)).status]).toEqual([path, 404]);
    expect((await stranger.json(`/api/progress/${sam.childId}/assignments/${assignment.assignmentId}`, { done: true }, 'PATCH')).status).toBe(404);
    expect((await stranger.json(`/api/circle/grants/${viewerGrant.grantId}`, { role: 'helper' }, 'PATCH')).status).toBe(404);
    expect((await stranger.fetch(`/api/circle/grants/${viewerGrant.grantId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await stranger.fetch(`/api/circle/activity?grantId=${viewerGrant.grantId}`)).status).toBe(404);

    // Revoked: the very next request is a 404, and the parent's list says so.
    const revoked = await parent.fetch(`/api/circle/grants/${viewerGrant.grantId}`, { method: 'DELETE' });
    expect(((await revoked.json()) as CareGrant).status).toBe('revoked');
    expect((await viewer.fetch(`/api/progress/${sam.childId}/report`)).status).toBe(404);
    expect((await viewer.fetch(`/api/children/${sam.childId}`)).status).toBe(404);
    expect(((await (await viewer.fetch('/api/circle/shared')).json()) as { children: unknown[] }).children).toEqual([]);

    // Past the end date: the helper's grant ends yesterday (written straight into the accounts store: nobody moves clocks
    // in a running stack), and the next request is a 404 too.
    const accountsStore = await openStore({ service: 'accounts', dataDir: session.stack.env.DATA_DIR });
    try {
      const grants = accountsStore.collection<Doc & { endsOn?: string }>('care_grants', { schema: { parse: (doc: unknown) => doc } as never });
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      expect(await grants.update(helperGrant.grantId, { endsOn: yesterday })).not.toBeNull();
    } finally {
      await accountsStore.close();
    }
    expect((await helper.fetch(`/api/progress/${sam.childId}/assignments`)).status).toBe(404);
    expect((await helper.json(`/api/progress/${sam.childId}/notes`, { text: 'still here?' })).status).toBe(404);
    const listed = ((await (await parent.fetch('/api/circle')).json()) as { grants: CareGrant[] }).grants;
    expect(Object.fromEntries(listed.map((grant) => [grant.name, grant.status]))).toEqual({ 'Grandma Jo': 'revoked', Ana: 'expired' });
  });
});
