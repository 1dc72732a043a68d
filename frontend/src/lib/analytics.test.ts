import { SUBSCRIPTION_ITEM } from '@wonderkin/shared';
import {
  beginCheckout, emailDomain, generateLead, lessonId, modalClose, modalOpen, pageNotFound, pageView, purchase, selectLesson, track,
} from './analytics';

const lastEvent = () => (window.dataLayer ?? []).at(-1) as Record<string, unknown>;

beforeEach(() => {
  window.dataLayer = [];
  delete window.gtag;
  document.head.querySelectorAll('script[data-wk-gtag]').forEach((node) => node.remove());
});

describe('analytics payloads', () => {
  test('page_view carries the path', () => {
    pageView('/ask?skip=1');
    expect(lastEvent()).toMatchObject({ event: 'page_view', page_path: '/ask?skip=1' });
  });

  test('generate_lead: value 1 USD with the email domain, or unknown', () => {
    generateLead('Parent@Example.ORG');
    expect(lastEvent()).toEqual({ event: 'generate_lead', value: 1, currency: 'USD', email_domain: 'example.org' });
    generateLead(undefined);
    expect(lastEvent()).toMatchObject({ email_domain: 'unknown' });
    expect(emailDomain('no-at-sign')).toBe('unknown');
    expect(emailDomain('trailing@')).toBe('unknown');
  });

  test('select_lesson: id is the title lower-cased with spaces as underscores', () => {
    selectLesson('Growth Mindset', '5-12');
    expect(lastEvent()).toEqual({ event: 'select_lesson', lesson_id: 'growth_mindset', lesson_title: 'Growth Mindset', age_range: '5-12' });
    expect(lessonId('Meal Time Manners')).toBe('meal_time_manners');
  });

  test('begin_checkout and purchase carry the one subscription item at 4 USD', () => {
    beginCheckout();
    expect(lastEvent()).toMatchObject({ event: 'begin_checkout', currency: 'USD', items: [SUBSCRIPTION_ITEM] });
    purchase('cs_test_123');
    expect(lastEvent()).toEqual({
      event: 'purchase',
      transaction_id: 'cs_test_123',
      currency: 'USD',
      value: 4,
      items: [{ item_id: 'interactive_learning_subscription', item_name: 'Interactive Learning Subscription', price: 4, quantity: 1 }],
    });
  });

  test('modal open / close carry modal_type; a 404 carries the path', () => {
    modalOpen('upgrade');
    expect(lastEvent()).toEqual({ event: 'modal_open', modal_type: 'upgrade' });
    modalClose('upgrade');
    expect(lastEvent()).toEqual({ event: 'modal_close', modal_type: 'upgrade' });
    pageNotFound('/nope');
    expect(lastEvent()).toEqual({ event: 'page_not_found', page_path: '/nope' });
  });
});

describe('gtag', () => {
  test('without a measurement id, events go to dataLayer only and gtag.js is not loaded', () => {
    track('thing', { a: 1 }, undefined);
    expect(window.dataLayer).toEqual([{ event: 'thing', a: 1 }]);
    expect(window.gtag).toBeUndefined();
    expect(document.querySelector('script[data-wk-gtag]')).toBeNull();
  });

  test('with a measurement id, gtag.js is loaded once and receives each event', () => {
    track('first', { a: 1 }, 'G-TEST123');
    track('second', { b: 2 }, 'G-TEST123');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-wk-gtag]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const gtagCalls = (window.dataLayer ?? []).filter((entry) => !(entry as { event?: string }).event).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(gtagCalls[0][0]).toBe('js');
    expect(gtagCalls[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(gtagCalls.slice(2)).toEqual([
      ['event', 'first', { a: 1 }],
      ['event', 'second', { b: 2 }],
    ]);
  });
});
