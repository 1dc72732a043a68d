import { lessonFixture } from '../../../lib/testing/lessonFixture';
import { kidScreens } from './kidScreens';

const section = (title: string) => ({ title, content: `${title} text.`, funFact: { title: '', text: '' } });

describe('the screens of kid mode', () => {
  it('are the quick answer and the first sections, at most three, each with a picture', () => {
    const screens = kidScreens(lessonFixture({ exploreSections: ['One', 'Two', 'Three', 'Four'].map(section) }));
    expect(screens.map((screen) => screen.title)).toEqual(['Here is the answer', 'One', 'Two']);
    expect(screens[0].paragraphs).toEqual(['Sunlight bounces off tiny bits of air, and blue light bounces the most.']);
    expect(screens.every((screen) => screen.picture?.title === 'A clear blue sky')).toBe(true);
  });

  it('use the key takeaways when the lesson has no sections, and show no picture when it has none', () => {
    const screens = kidScreens(lessonFixture({ exploreSections: [], images: [] }));
    expect(screens.map((screen) => [screen.title, screen.paragraphs])).toEqual([
      ['Here is the answer', ['Sunlight bounces off tiny bits of air, and blue light bounces the most.']],
      ['Remember', ['Light is a mix of colours. Blue scatters most.']],
    ]);
    expect(screens.every((screen) => screen.picture === null)).toBe(true);
  });
});
