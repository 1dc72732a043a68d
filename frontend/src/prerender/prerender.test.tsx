import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { config } from '../lib/config';
import { fakeResponse, installFetch } from '../lib/testing/fakes';
import { PRERENDERED_PAGES, prerenderedPage } from './pages';
import { HYDRATED_ATTRIBUTE, PrerenderRoot } from './PrerenderRoot';
import { render } from './server';

// The prerendered marketing pages: the HTML the build writes, hydrated as the browser does (client.tsx).

let roots: Root[] = [];
beforeEach(() => {
  window.dataLayer = [];
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  installFetch({ '/api/feedback/summary': () => fakeResponse({ body: { ratings: 12, average: 4.6 } }) });
});
afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** Puts the page's prerendered HTML in the document and hydrates it; returns the console errors and `go` calls. */
async function hydrate(path: string) {
  const { html } = await render(path);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error');
  // React reports a hydration mismatch a moment later, as an error event (and on the console).
  const reported: string[] = [];
  const onError = (event: ErrorEvent) => reported.push(event.message);
  window.addEventListener('error', onError);
  const go = jest.fn();
  const Page = await prerenderedPage(path)!.load();
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <PrerenderRoot location={{ pathname: path, search: '', hash: '', key: 'default' }} go={go}>
          <Page />
        </PrerenderRoot>,
      ),
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  window.removeEventListener('error', onError);
  return { container, html, errors, reported, go };
}

describe('prerendered pages', () => {
  test.each(PRERENDERED_PAGES.map((page) => page.path))('%s: its HTML has the page, and hydrates with no error', async (path) => {
    const { html, errors, reported, container } = await hydrate(path);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toContain('<main id="main"');
    expect(reported).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(container.querySelector('h1')).toBeInTheDocument();
    // One page_view, for this page.
    expect((window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view')).toEqual([
      expect.objectContaining({ page_path: path }),
    ]);
  });

  test("the landing page's HTML has its headline and links, and each page its title", async () => {
    const { html, title } = await render('/');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')!.textContent).toBe("Learning adventures built around your child's curiosity");
    expect(page.textContent).toContain('Free to start: 3 questions, no password');
    expect(page.querySelector('a[href="/ask"]')).not.toBeNull();
    expect(title).toBe(`Personalized learning for curious kids · ${config.productName}`);
    expect((await render('/free')).title).toMatch(/^Free weekly lessons · /);
    expect((await render('/links')).title).toMatch(/^Important Links · /);
  });

  test('the ratings summary is read after hydration (a plain fetch, no query client)', async () => {
    await hydrate('/');
    expect(await screen.findByRole('heading', { name: 'How families rate us' })).toBeInTheDocument();
    expect(screen.getByText('4.6 out of 5')).toBeInTheDocument();
  });

  test('a link to another page starts the app there; an anchor of this page and a modified click stay the browser’s', async () => {
    const { go } = await hydrate('/');
    // jsdom cannot load another page: what the page leaves to the browser stops here (after the page's handlers).
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    const ask = screen.getAllByRole('link', { name: "Start now, it's free" })[0];
    fireEvent.click(ask, { button: 0, ctrlKey: true });
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(ask, { button: 0 });
    expect(go).toHaveBeenCalledWith('/ask', false);
    // jsdom's address is http://localhost/ : "/#faq" is an anchor of this page.
    fireEvent.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/#faq"]')!, { button: 0 });
    expect(go).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', stop);
  });

  test('a signed-in hint shows the account links once hydrated (the HTML is signed out)', async () => {
    document.cookie = `${config.userIdCookie}=user-1; path=/`;
    installFetch({
      '/api/me': () => fakeResponse({ body: { signedIn: true, userId: 'user-1' } }),
      '/api/feedback/summary': () => fakeResponse({ body: { ratings: 0, average: null } }),
    });
    const { html, errors, reported } = await hydrate('/');
    expect(html).not.toContain('My Account');
    // The header and the footer both follow the signed-in state.
    const accountLinks = await screen.findAllByRole('link', { name: 'My Account' });
    expect(accountLinks.map((link) => link.getAttribute('href'))).toEqual(['/account', '/account']);
    expect(reported).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    document.cookie = `${config.userIdCookie}=; path=/; max-age=0`;
  });
});
