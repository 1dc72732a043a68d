import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

/** Hands the router's navigate function to the test. */
function Grab({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  return null;
}

describe('ScrollToTop', () => {
  test('scrolls to the top when the path changes, and to the section of a #hash', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const section = document.createElement('section');
    section.id = 'faq';
    section.scrollIntoView = jest.fn();
    document.body.appendChild(section);

    let navigate!: NavigateFunction;
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Grab onNavigate={(grabbed) => { navigate = grabbed; }} />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    act(() => navigate('/links'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigate('/links?tab=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1); // same path: no jump
    act(() => navigate('/#faq'));
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
    section.remove();
  });
});
