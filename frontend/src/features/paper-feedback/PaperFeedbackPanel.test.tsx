import { MESSAGES, type PaperFeedbackState } from '@wonderkin/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter, type Handler } from '../../lib/testing/fakes';
import { BOOK, bodyOf, formOf, itemFixture, onFourthOfDecember, signedInForEachTest, stateFixture, voiceFixture } from './fixtures';
import { PaperFeedbackPanel } from './PaperFeedbackPanel';

const STATE = `/api/paper-feedback/${BOOK}`;

function setup({ state = stateFixture() as PaperFeedbackState | Handler, routes = {} as Record<string, Handler> } = {}) {
  const fetch = installFetch({
    [`GET ${STATE}`]: typeof state === 'function' ? state : () => fakeResponse({ body: state }),
    ...routes,
  });
  render(withRouter(<PaperFeedbackPanel creationId={BOOK} />, { path: `/create?creation=${BOOK}&feedback=1`, pattern: '/create' }));
  return fetch;
}

const notGiven = { given: false, retentionMonths: 12 };

/** Lets the answer (or its absence) settle when nothing visible is expected to change. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

onFourthOfDecember();

describe('photos and voice notes on a printed book\'s page: who sees what', () => {
  signedInForEachTest();

  it('shows nothing to someone outside the child\'s circle (404)', async () => {
    const { callsTo } = setup({ state: () => fakeResponse({ status: 404, body: { error: MESSAGES.creationNotFound } }) });
    await waitFor(() => expect(callsTo('GET', STATE)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
    const { fetchMock } = setup();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says in words why a book made for no child has nowhere to put them, and nothing else', async () => {
    setup({ state: stateFixture({ childName: undefined, canAdd: false, consent: notGiven, unavailable: MESSAGES.paperFeedbackNoChild }) });
    const panel = await screen.findByRole('region', { name: "Photos and voice notes for your child's record" });
    expect(panel).toHaveTextContent(MESSAGES.paperFeedbackNoChild);
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByLabelText('Add a photo of the finished page')).toBeNull();
  });

  it('shows a failure to load in words', async () => {
    setup({ state: () => fakeResponse({ status: 503, body: { error: MESSAGES.serviceUnavailable } }) });
    const panel = await screen.findByRole('region', { name: 'Photos and voice notes' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(MESSAGES.serviceUnavailable);
  });
});

describe('consent', () => {
  signedInForEachTest();

  it('the parent reads what is kept, chooses how long, ticks "I agree" and saves; then can add', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      state: stateFixture({ canAdd: false, consent: notGiven }),
      routes: { [`POST ${STATE}/consent`]: (_url, init) => fakeResponse({ body: { given: true, retentionMonths: bodyOf(init).retentionMonths, givenAt: '2026-12-04T12:00:00.000Z' } }) },
    });
    const panel = await screen.findByRole('region', { name: "Photos and voice notes for Maya's record" });
    const form = within(panel).getByRole('form', { name: 'Turn on photos and voice notes' });
    expect(form).toHaveTextContent('a photo of the finished page and voice notes of up to 60 seconds');
    expect(form).toHaveTextContent("Children's faces and voices are personal information");
    expect(form).toHaveTextContent('kept for the months you choose, then deleted');
    expect(form).toHaveTextContent('Only your family and the people you invited to help with Maya');
    expect(form).toHaveTextContent('at any time in My Account');
    const months = within(form).getByLabelText('Keep them for');
    expect(months).toHaveValue('12');
    expect(within(months).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 month', '3 months', '6 months', '12 months', '24 months']);
    // Nothing can be added before consent.
    expect(within(panel).queryByLabelText('Add a photo of the finished page')).toBeNull();

    // Saving without the tick says why, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.paperConsentRequired);
    expect(callsTo('POST', `${STATE}/consent`)).toHaveLength(0);

    await user.selectOptions(months, '6');
    await user.click(within(form).getByRole('checkbox', { name: 'I agree' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(panel).findByLabelText('Add a photo of the finished page')).toBeInTheDocument();
    expect(bodyOf(callsTo('POST', `${STATE}/consent`)[0].init)).toEqual({ consent: true, retentionMonths: 6 });
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(panel).toHaveTextContent('Kept for 6 months, then deleted.');
    expect(within(panel).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(panel).getByText('Nothing added yet. Add a photo or a voice note above.')).toBeInTheDocument();
  });

  it('shows the server\'s refusal of a consent in its words', async () => {
    const user = userEvent.setup();
    setup({
      state: stateFixture({ canAdd: false, consent: notGiven }),
      routes: { [`POST ${STATE}/consent`]: () => fakeResponse({ status: 403, body: { error: MESSAGES.paperConsentByParent } }) },
    });
    const form = await screen.findByRole('form', { name: 'Turn on photos and voice notes' });
    await user.click(within(form).getByRole('checkbox', { name: 'I agree' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.paperConsentByParent);
  });

  it('a helper is asked to ask the parent: no consent form, nothing to add', async () => {
    const { calls } = setup({ state: stateFixture({ isParent: false, canAdd: false, consent: notGiven }) });
    const panel = await screen.findByRole('region', { name: "Photos and voice notes for Maya's record" });
    expect(panel).toHaveTextContent("Ask Maya's parent to turn on photos and voice notes.");
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).queryByLabelText('Add a photo of the finished page')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Record' })).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('a helper adds once the family has consented', async () => {
    setup({ state: stateFixture({ isParent: false, canAdd: true }) });
    const panel = await screen.findByRole('region', { name: "Photos and voice notes for Maya's record" });
    expect(within(panel).getByLabelText('Add a photo of the finished page')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Kept for 12 months');
  });
});

describe('adding a photo', () => {
  signedInForEachTest();

  it('sends the chosen picture as "photo" and lists it with who added it and until when it is kept', async () => {
    const user = userEvent.setup();
    const added = itemFixture({ createdAt: '2026-12-04T11:00:00.000Z', expiresAt: '2027-12-04T11:00:00.000Z' });
    const { callsTo } = setup({ routes: { [`POST ${STATE}/items`]: () => fakeResponse({ status: 201, body: added }) } });
    const input = await screen.findByLabelText('Add a photo of the finished page');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File(['jpeg bytes'], 'page.jpg', { type: 'image/jpeg' }));

    const photo = await screen.findByRole('img', { name: 'Photo of the finished page, added 4 Dec by you' });
    expect(photo).toHaveAttribute('src', added.url);
    const card = screen.getByRole('listitem', { name: 'Photo of the finished page' });
    expect(card).toHaveTextContent('Added by you on 4 Dec');
    expect(card).toHaveTextContent('Kept until 4 Dec 2027');
    expect(screen.getByText('Photo saved. It is in the list below.')).toHaveAttribute('role', 'status');
    const file = formOf(callsTo('POST', `${STATE}/items`)[0].init).get('photo') as File;
    expect(file.name).toBe('page.jpg');
    expect([...formOf(callsTo('POST', `${STATE}/items`)[0].init).keys()]).toEqual(['photo']);
  });

  it('shows an upload the server refuses in its words, and lists nothing', async () => {
    const user = userEvent.setup();
    setup({ routes: { [`POST ${STATE}/items`]: () => fakeResponse({ status: 400, body: { error: MESSAGES.photoInvalid } }) } });
    const input = await screen.findByLabelText('Add a photo of the finished page');
    await user.upload(input, new File(['<svg/>'], 'page.jpg', { type: 'image/jpeg' }));
    const panel = screen.getByRole('region', { name: "Photos and voice notes for Maya's record" });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(MESSAGES.photoInvalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.photoInvalid));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses a photo over the limit before sending it', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup();
    const input = await screen.findByLabelText('Add a photo of the finished page');
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 13 * 1024 * 1024 });
    await user.upload(input, huge);
    const panel = screen.getByRole('region', { name: "Photos and voice notes for Maya's record" });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(MESSAGES.photoTooLarge);
    expect(callsTo('POST', `${STATE}/items`)).toHaveLength(0);
  });
});

describe('the list and deleting', () => {
  signedInForEachTest();

  const mine = voiceFixture({ reading: { status: 'done', transcript: 'I coloured the volcano red' } });
  const theirs = itemFixture({ addedBy: 'The family', mine: false, reading: { status: 'pending' } });
  const failed = itemFixture({ itemId: `pfb_${'c'.repeat(32)}`, addedBy: 'Ana (tutor)', mine: false, reading: { status: 'failed' } });

  it('shows each item with its player or picture, who added it, until when, and what was read', async () => {
    setup({ state: stateFixture({ items: [mine, theirs, failed] }) });
    const voice = await screen.findByRole('listitem', { name: 'Voice note, 12 seconds' });
    expect(within(voice).getByLabelText('Voice note, added 3 Dec by you')).toHaveAttribute('src', mine.url);
    expect(voice).toHaveTextContent('What we heard: “I coloured the volcano red”');
    const photos = screen.getAllByRole('listitem', { name: 'Photo of the finished page' });
    expect(within(photos[0]).getByRole('img')).toHaveAccessibleName('Photo of the finished page, added 3 Dec by the family');
    expect(photos[0]).toHaveTextContent('Added by the family on 3 Dec');
    expect(photos[0]).toHaveTextContent('Reading it…');
    expect(photos[1]).toHaveTextContent('Added by Ana (tutor) on 3 Dec');
    expect(photos[1]).toHaveTextContent('We could not read this one.');
  });

  it('a helper deletes only what they added, after a confirm', async () => {
    const user = userEvent.setup();
    const { callsTo } = setup({
      state: stateFixture({ isParent: false, items: [mine, theirs] }),
      routes: { [`DELETE /api/paper-feedback/items/${mine.itemId}`]: () => fakeResponse({ status: 204 }) },
    });
    const voice = await screen.findByRole('listitem', { name: 'Voice note, 12 seconds' });
    const photo = screen.getByRole('listitem', { name: 'Photo of the finished page' });
    expect(within(photo).queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.click(within(voice).getByRole('button', { name: 'Delete the voice note, added 3 Dec by you' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this voice note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', `/api/paper-feedback/items/${mine.itemId}`)).toHaveLength(0);

    await user.click(within(voice).getByRole('button', { name: /^Delete/ }));
    dialog = screen.getByRole('dialog', { name: 'Delete this voice note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Voice note, 12 seconds' })).toBeNull());
    expect(callsTo('DELETE', `/api/paper-feedback/items/${mine.itemId}`)).toHaveLength(1);
    expect(screen.getByText('The voice note is deleted.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('listitem', { name: 'Photo of the finished page' })).toBeInTheDocument();
  });

  it('the parent may delete anything; a viewer nothing', async () => {
    setup({ state: stateFixture({ items: [mine, theirs, failed] }) });
    await screen.findByRole('listitem', { name: 'Voice note, 12 seconds' });
    expect(screen.getAllByRole('button', { name: /^Delete/ })).toHaveLength(3);
  });

  it('a viewer only looks and listens', async () => {
    setup({ state: stateFixture({ isParent: false, canAdd: false, items: [{ ...theirs, reading: undefined }] }) });
    const panel = await screen.findByRole('region', { name: "Photos and voice notes for Maya's record" });
    expect(within(panel).getByRole('img')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(panel).queryByLabelText('Add a photo of the finished page')).toBeNull();
    expect(panel).toHaveTextContent("You can look at and listen to what Maya's family and helpers add here.");
  });

  it('shows a refused deletion in words, in the dialog', async () => {
    const user = userEvent.setup();
    setup({
      state: stateFixture({ items: [theirs] }),
      routes: { [`DELETE /api/paper-feedback/items/${theirs.itemId}`]: () => fakeResponse({ status: 403, body: { error: MESSAGES.paperDeleteForbidden } }) },
    });
    await user.click(await screen.findByRole('button', { name: /^Delete the photo/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.paperDeleteForbidden);
    expect(screen.getByRole('listitem', { name: 'Photo of the finished page' })).toBeInTheDocument();
  });
});
