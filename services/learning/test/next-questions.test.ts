import { freshQuestions, meaningWords, sameQuestion } from '../src/domain/next-questions';

describe('questions to ask next', () => {
  it('keeps the words that carry a question\'s meaning, in a simple stem', () => {
    expect([...meaningWords('How do volcanoes erupt?')]).toEqual(['volcano', 'erupt']);
    expect([...meaningWords('Why do butterflies fly?')]).toEqual(['butterfly', 'fly']);
  });

  it('knows the same question in other words', () => {
    expect(sameQuestion('How do volcanoes erupt?', 'how does a volcano erupt')).toBe(true);
    expect(sameQuestion('How do volcanoes erupt?', 'Why Do Volcanoes Erupt?')).toBe(true);
    expect(sameQuestion('How do rockets get to space?', 'How do rockets go to space')).toBe(true);
    expect(sameQuestion('Why is the sky blue?', 'Why Is the Sky Blue? Sunlight and Air')).toBe(true); // a lesson's title
    expect(sameQuestion('Why is the sky blue?', 'Why is the ocean blue?')).toBe(false);
    expect(sameQuestion('How do rockets get to space?', 'Why do astronauts float in space?')).toBe(false);
    expect(sameQuestion('How do bees make honey?', 'How do bees sting?')).toBe(false);
    expect(sameQuestion('?', '?')).toBe(false);
  });

  it('never suggests a lesson the child has done, nor the same question twice; three at most', () => {
    const candidates = ['How do volcanoes erupt?', 'Why do volcanoes have craters?', 'What is lava?', 'How does a volcano erupt?', 'Where do earthquakes come from?', 'Why is lava hot?'];
    const done = ['How does a volcano erupt', 'How Volcanoes Erupt'];
    expect(freshQuestions(candidates, done)).toEqual(['Why do volcanoes have craters?', 'What is lava?', 'Where do earthquakes come from?']);
    expect(freshQuestions(['What is lava?', 'What is lava'], [])).toEqual(['What is lava?']);
    expect(freshQuestions([], done)).toEqual([]);
  });
});
