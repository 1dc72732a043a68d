import { ILLUSTRATION_SCENES, illustrationUrl } from '@wonderkin/shared';
import { render, within } from '@testing-library/react';
import { fakeResponse, installFetch, withRouter } from '../../lib/testing/fakes';
import { lessonFixture } from '../../lib/testing/lessonFixture';
import { LessonView } from './LessonView';

const illustration = {
  link: illustrationUrl('weather', 7), original: illustrationUrl('weather', 7), thumbnail: illustrationUrl('weather', 7),
  title: 'White clouds drifting across a blue sky over green hills', alt: ILLUSTRATION_SCENES.weather,
  attribution: 'Illustration: Wonderkin', source: 'illustration' as const,
};
const photo = {
  link: 'https://commons.wikimedia.org/wiki/File:Sky.jpg', original: 'https://upload.wikimedia.org/sky.jpg', thumbnail: 'https://upload.wikimedia.org/sky-320px.jpg',
  title: 'Blue sky over a field', alt: 'A blue sky with a few clouds over a green field',
  attribution: 'Photo: Jane Doe / Wikimedia Commons', license: 'CC BY-SA 4.0', licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
  source: 'wikimedia' as const,
};

function picturesSection() {
  return within(document.getElementById('images')!);
}

describe('the pictures of a lesson', () => {
  beforeEach(() => {
    installFetch({ 'GET /api/feedback': () => fakeResponse({ body: { hasFeedback: false, rating: null, feedback: '' } }) });
  });

  it('shows our illustration described by its alt text, with its caption and credit, sized before it loads', () => {
    render(withRouter(<LessonView result={lessonFixture({ images: [illustration, photo] })} isNew={false} />));
    const pictures = picturesSection();
    const drawing = pictures.getByRole('img', { name: ILLUSTRATION_SCENES.weather });
    expect(drawing).toHaveAttribute('src', '/media/illustrations/weather.svg?seed=7');
    expect(drawing).toHaveAttribute('loading', 'lazy');
    expect(drawing).toHaveAttribute('width', '800');
    expect(drawing).toHaveAttribute('height', '600');
    const caption = drawing.closest('figure')!.querySelector('figcaption')!;
    expect(caption).toHaveTextContent('White clouds drifting across a blue sky over green hills');
    expect(caption).toHaveTextContent('Illustration: Wonderkin');
    // Our own picture's caption is no link (it would only open the same drawing).
    expect(within(caption).queryByRole('link')).toBeNull();
  });

  it('credits a web picture and links its licence and its page', () => {
    render(withRouter(<LessonView result={lessonFixture({ images: [illustration, photo] })} isNew={false} />));
    const image = picturesSection().getByRole('img', { name: 'A blue sky with a few clouds over a green field' });
    expect(image).toHaveAttribute('src', 'https://upload.wikimedia.org/sky-320px.jpg');
    const caption = within(image.closest('figure')!);
    expect(caption.getByText(/Photo: Jane Doe \/ Wikimedia Commons/)).toBeInTheDocument();
    expect(caption.getByRole('link', { name: /CC BY-SA 4\.0/ }).getAttribute('href')).toMatch(/^https:\/\/creativecommons\.org\/licenses\/by-sa\/4\.0\/\?utm_source=/);
    expect(caption.getByRole('link', { name: /Blue sky over a field/ }).getAttribute('href')).toMatch(/^https:\/\/commons\.wikimedia\.org\/wiki\/File:Sky\.jpg/);
  });

  it('falls back to the title as alt text for an older picture, and hides the section when no picture can be shown', () => {
    const { unmount } = render(withRouter(<LessonView result={lessonFixture()} isNew={false} />));
    expect(picturesSection().getByRole('img', { name: 'A clear blue sky' })).toBeInTheDocument();
    unmount();
    render(withRouter(<LessonView result={lessonFixture({ images: [{ ...photo, original: 'javascript:alert(1)', thumbnail: '' }] })} isNew={false} />));
    expect(document.getElementById('images')).toBeNull();
  });
});
