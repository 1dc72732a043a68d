import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { lessonFixture, PARENT_BLOCKS } from '../../lib/testing/lessonFixture';
import { LessonView } from './LessonView';
import { youtubeId } from './VideoPlayer';

// Videos, books, links, discussions and products from the web providers, as a visitor meets them on the lesson page.

const youtube = {
  title: 'Why Is the Sky Blue? | Science for Kids', link: 'https://www.youtube.com/watch?v=abcDEF12345',
  thumbnailUrl: 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg', channelTitle: 'Kids & Science', description: 'Sunlight is made of colours.', duration: '4:13',
};
const openLibraryBook = {
  title: 'The Sky Is Full of Stars by Franklyn M. Branley', link: 'https://openlibrary.org/works/OL2W',
  thumbnail: 'https://covers.openlibrary.org/b/id/240726-M.jpg', price: '', rating: 0, reviews: 0,
};
const section = (id: string) => within(document.getElementById(id)!);

beforeEach(() => {
  installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }) });
});

describe('web videos, books and links on the lesson page', () => {
  it('loads nothing from YouTube until play is pressed, then plays in the privacy-enhanced embed', async () => {
    render(withRouter(<LessonView result={lessonFixture({ videos: [youtube] })} isNew={false} />));
    const videos = section('videos');
    expect(document.querySelector('iframe')).toBeNull();
    const play = videos.getByRole('button', { name: 'Play video: Why Is the Sky Blue? | Science for Kids' });
    expect(play.querySelector('img')).toHaveAttribute('src', youtube.thumbnailUrl);
    await userEvent.click(play);
    const frame = videos.getByTitle('Video: Why Is the Sky Blue? | Science for Kids');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(videos.getByText('Kids & Science · 4:13')).toBeInTheDocument();
  });

  it('shows a video that is not on YouTube as a thumbnail and a link out, never an embed', () => {
    render(withRouter(<LessonView result={lessonFixture()} isNew={false} />));
    expect(section('videos').queryByRole('button', { name: /Play video/ })).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows a child\'s reading suggestions with covers, hiding the unknown price and rating', () => {
    render(withRouter(<LessonView result={lessonFixture({ books: [openLibraryBook] })} isNew={false} />));
    const books = section('books');
    expect(screen.getByRole('heading', { level: 2, name: /Books to Read/ })).toBeInTheDocument();
    expect(books.getByRole('link', { name: /The Sky Is Full of Stars by Franklyn M\. Branley/ })).toHaveAttribute('target', '_blank');
    expect(books.getByRole('listitem').querySelector('img')).toHaveAttribute('src', openLibraryBook.thumbnail);
    expect(books.queryByText(/Rated|review|\$/)).toBeNull();
  });

  it('opens links in a new tab without a referrer, utm-tagged (and utm_medium on strategy sources and discussions)', () => {
    render(withRouter(<LessonView result={lessonFixture({ ...PARENT_BLOCKS })} isNew={false} />));
    const learnMore = section('links').getByRole('link', { name: /Sky facts/ });
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL(learnMore.getAttribute('href')!).searchParams.get('utm_source')).toBe('wonderkin');
    for (const id of ['sources', 'community']) {
      const link = section(id).getAllByRole('link')[0];
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL(link.getAttribute('href')!).searchParams.get('utm_medium')).toBe('parent_guide');
    }
    expect(screen.getByRole('heading', { level: 2, name: /Recommended Books/ })).toBeInTheDocument();
  });

  it('shows no section, heading or empty frame for lists that are empty', () => {
    render(withRouter(<LessonView result={lessonFixture({ videos: [], products: [], externalLinks: [], images: [], books: [] })} isNew={false} />));
    for (const id of ['videos', 'products', 'links', 'images', 'books']) expect(document.getElementById(id)).toBeNull();
    expect(screen.queryByRole('heading', { name: /Videos|Helpful Products|Learn More|Books/ })).toBeNull();
  });

  it('reads YouTube ids from watch, short and embed addresses only', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeId('https://youtu.be/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeId('https://www.youtube-nocookie.com/embed/abcDEF12345')).toBe('abcDEF12345');
    expect(youtubeId('https://video.example/watch?v=abcDEF12345')).toBeNull();
    expect(youtubeId('javascript:alert(1)')).toBeNull();
  });
});
