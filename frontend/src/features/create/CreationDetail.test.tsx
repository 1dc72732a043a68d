import type { Creation } from '@wonderkin/shared';
import { render, screen, within } from '@testing-library/react';
import { CreationDetail } from './CreationDetail';

describe('the creation detail panel', () => {
  it('shows the reading level of the story in words, and nothing on an older creation without one', () => {
    const creation: Creation = {
      id: 'c'.repeat(32), topic: 'Space', title: 'Space', mode: 'custom', outputs: ['digital-activity-book'],
      customOptions: { ageBand: '9-10', tone: 'Gentle', learningFocus: 'Facts' }, paperSize: 'Letter', status: 'ready', progress: 100,
      resultUrls: { digitalActivityBook: '/media/creations/c/activity-book.pdf' }, jobId: 'creation-c', createdAt: new Date().toISOString(),
      readability: { formula: 'Flesch-Kincaid grade', grade: 6.1, target: { min: 3, max: 8 }, fits: true },
    };
    const { rerender } = render(<CreationDetail creation={creation} onClose={() => undefined} onMakeAnother={() => undefined} onShare={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Space' });
    expect(within(dialog).getByText('Reading level: grade 6.1 · fits ages 9-10')).toBeInTheDocument();
    expect(within(dialog).getByText(/on the story's text/)).toBeInTheDocument();
    const { readability: _measured, ...older } = creation;
    rerender(<CreationDetail creation={older} onClose={() => undefined} onMakeAnother={() => undefined} onShare={() => undefined} />);
    expect(within(screen.getByRole('dialog')).queryByText(/Reading level/)).toBeNull();
  });

  it('names the band the book was written for: a quick book for a 9-12 child fits ages 9-10, not the form\'s default', () => {
    const creation: Creation = {
      id: 'e'.repeat(32), topic: 'football', title: 'Football for Leo', mode: 'quick', outputs: ['digital-activity-book'], paperSize: 'Letter',
      status: 'ready', progress: 100, resultUrls: { digitalActivityBook: '/media/creations/e/activity-book.pdf' }, jobId: 'creation-e',
      createdAt: new Date().toISOString(), ageBand: '9-10',
      readability: { formula: 'Flesch-Kincaid grade', grade: 5.2, target: { min: 3, max: 8 }, fits: true },
    };
    render(<CreationDetail creation={creation} onClose={() => undefined} onMakeAnother={() => undefined} onShare={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Football for Leo' });
    expect(within(dialog).getByText('Reading level: grade 5.2 · fits ages 9-10')).toBeInTheDocument();
    expect(within(dialog).queryByText(/ages 6-8/)).toBeNull();
  });

  it('shows the note on where an offline book\'s facts come from, and no note when there is none', () => {
    const contentNote = 'Offline, we had no checked facts about football yet: the story is about Leo and football, and the facts pages and activities are general tips for finding things out.';
    const creation: Creation = {
      id: 'd'.repeat(32), topic: 'football', title: 'football for Leo', mode: 'quick', outputs: ['digital-activity-book'], paperSize: 'Letter',
      status: 'ready', progress: 100, resultUrls: { digitalActivityBook: '/media/creations/d/activity-book.pdf' }, jobId: 'creation-d',
      createdAt: new Date().toISOString(), contentNote,
    };
    const { rerender } = render(<CreationDetail creation={creation} onClose={() => undefined} onMakeAnother={() => undefined} onShare={() => undefined} />);
    expect(within(screen.getByRole('dialog')).getByText(contentNote)).toBeInTheDocument();
    const { contentNote: _note, ...withoutNote } = creation;
    rerender(<CreationDetail creation={withoutNote} onClose={() => undefined} onMakeAnother={() => undefined} onShare={() => undefined} />);
    expect(within(screen.getByRole('dialog')).queryByText(/checked facts/)).toBeNull();
  });
});
