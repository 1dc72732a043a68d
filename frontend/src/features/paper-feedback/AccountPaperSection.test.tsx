import { MESSAGES, type PaperFeedbackFamily } from '@wonderkin/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childFixture } from '../../lib/testing/childFixture';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { AccountPaperSection } from './AccountPaperSection';
import { bodyOf, familyFixture, itemFixture, LEO, onFourthOfDecember, voiceFixture } from './fixtures';

function setup({ family = familyFixture(), routes = {} as Record<string, Handler> }: { family?: PaperFeedbackFamily; routes?: Record<string, Handler> } = {}) {
  const fetch = installFetch({
    'GET /api/paper-feedback': () => fakeResponse({ body: family }),
    'GET /api/children': () => fakeResponse({ body: { children: [childFixture(), childFixture({ childId: LEO, firstName: 'Leo', ageRange: '3-5' })] } }),
    ...routes,
  });
  render(withRouter(<AccountPaperSection />, { path: '/account', pattern: '/account' }));
  return fetch;
}

onFourthOfDecember();

describe('My Account: photos and voice notes', () => {
  it('says in one line that they are off and where they are turned on', async () => {
    setup({ family: familyFixture({ consent: { given: false, retentionMonths: 12 } }) });
    const section = await screen.findByRole('region', { name: 'Photos and voice notes' });
    expect(await within(section).findByText("Photos and voice notes are off. You can turn them on from the page a printed book's QR code opens.")).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).queryByLabelText('Keep them for')).toBeNull();
  });

  it('lists every item with its child and day of deletion, and deletes one after a confirm', async () => {
    const user = userEvent.setup();
    const photo = itemFixture({ addedBy: 'Ana (tutor)', mine: false });
    const voice = voiceFixture({ childId: LEO });
    const { callsTo } = setup({
      family: familyFixture({ items: [voice, photo] }),
      routes: { [`DELETE /api/paper-feedback/items/${photo.itemId}`]: () => fakeResponse({ status: 204 }) },
    });
    const photoCard = await screen.findByRole('listitem', { name: 'Photo of the finished page' });
    await waitFor(() => expect(photoCard).toHaveTextContent('For: Maya'));
    expect(within(photoCard).getByRole('img')).toHaveAccessibleName('Photo of the finished page, added 3 Dec by Ana (tutor)');
    expect(photoCard).toHaveTextContent('Kept until 3 Dec 2027');
    const voiceCard = screen.getByRole('listitem', { name: 'Voice note, 12 seconds' });
    expect(voiceCard).toHaveTextContent('For: Leo');

    await user.click(within(photoCard).getByRole('button', { name: /^Delete the photo/ }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Photo of the finished page' })).toBeNull());
    expect(callsTo('DELETE', `/api/paper-feedback/items/${photo.itemId}`)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Voice note, 12 seconds' })).toBeInTheDocument();
  });

  it('changes how long they are kept', async () => {
    const user = userEvent.setup();
    let consent = familyFixture().consent;
    const { callsTo } = setup({
      routes: {
        'GET /api/paper-feedback': () => fakeResponse({ body: familyFixture({ consent, items: [itemFixture()] }) }),
        'PUT /api/paper-feedback/retention': (_url, init) => {
          consent = { ...consent, retentionMonths: bodyOf(init).retentionMonths };
          return fakeResponse({ body: consent });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Photos and voice notes' });
    const months = await within(section).findByLabelText('Keep them for');
    expect(months).toHaveValue('12');
    await user.selectOptions(months, '3');
    expect(await within(section).findByText(/now kept for 3 months/)).toHaveAttribute('role', 'status');
    expect(bodyOf(callsTo('PUT', '/api/paper-feedback/retention')[0].init)).toEqual({ retentionMonths: 3 });
    expect(months).toHaveValue('3');
  });

  it('shows a refused change in words', async () => {
    const user = userEvent.setup();
    setup({ routes: { 'PUT /api/paper-feedback/retention': () => fakeResponse({ status: 400, body: { error: MESSAGES.paperRetentionInvalid } }) } });
    const section = await screen.findByRole('region', { name: 'Photos and voice notes' });
    await user.selectOptions(await within(section).findByLabelText('Keep them for'), '24');
    expect(await within(section).findByRole('alert')).toHaveTextContent(MESSAGES.paperRetentionInvalid);
  });

  it('turns them off and deletes everything, only after the confirm', async () => {
    const user = userEvent.setup();
    let given = true;
    const { callsTo } = setup({
      routes: {
        'GET /api/paper-feedback': () => fakeResponse({ body: given ? familyFixture({ items: [itemFixture()] }) : familyFixture({ consent: { given: false, retentionMonths: 12 } }) }),
        'DELETE /api/paper-feedback/consent': () => {
          given = false;
          return fakeResponse({ status: 204 });
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Photos and voice notes' });
    await user.click(await within(section).findByRole('button', { name: 'Turn off and delete all' }));
    let dialog = screen.getByRole('dialog', { name: 'Turn off photos and voice notes?' });
    expect(dialog).toHaveTextContent('Every photo and voice note of your children is deleted at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/api/paper-feedback/consent')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Turn off and delete all' }));
    dialog = screen.getByRole('dialog', { name: 'Turn off photos and voice notes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, turn off and delete all' }));
    expect(await within(section).findByText(/Photos and voice notes are off\. You can turn them on/)).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).toBeNull();
    expect(within(section).getByText('Photos and voice notes are off, and every one of them is deleted.')).toHaveAttribute('role', 'status');
    expect(callsTo('DELETE', '/api/paper-feedback/consent')).toHaveLength(1);
  });
});
