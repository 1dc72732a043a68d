import { ownerOf } from '../src/proxy/routes';

// Which service each path goes to (the proxies' filter): the weekly lesson subscription and its mail belong to the
// accounts service; the development mailbox (/dev/) is reached only when the gateway runs outside production.

describe('gateway routes of the weekly lessons and mail', () => {
  it.each([
    ['/api/subscribe', 'accounts'],
    ['/api/unsubscribe', 'accounts'],
    ['/api/weekly-lessons', 'accounts'],
    ['/api/weekly-lessons/emotional-intelligence', 'accounts'],
    ['/api/weekly-lessons/emotional-intelligence/pdf', 'accounts'],
    ['/api/children', 'accounts'],
    ['/api/progress/answers', 'learning'],
    ['/api/progress/child_0123456789abcdef0123456789abcdef/review', 'learning'],
    ['/api/children/child_0123456789abcdef0123456789abcdef', 'accounts'],
    ['/api/register', 'accounts'],
    ['/api/payments/status', 'accounts'],
    ['/api/payments/checkout', 'accounts'],
    ['/api/payments/webhook', 'accounts'],
    ['/api/account/contact', 'accounts'],
    ['/api/account/phone', 'accounts'],
    ['/api/account/phone/code', 'accounts'],
    ['/api/account/phone/verify', 'accounts'],
  ])('%s → %s', (pathname, service) => {
    expect(ownerOf(pathname)).toBe(service);
    expect(ownerOf(pathname, { devRoutes: true })).toBe(service);
  });

  it('proxies /dev/ to accounts only when told to (outside production)', () => {
    expect(ownerOf('/dev/mailbox', { devRoutes: true })).toBe('accounts');
    expect(ownerOf('/dev/mailbox/2026-11-23T08-00-00-000Z-weekly_x_1', { devRoutes: true })).toBe('accounts');
    expect(ownerOf('/dev/mailbox')).toBeNull();
    expect(ownerOf('/dev/mailbox', { devRoutes: false })).toBeNull();
    expect(ownerOf('/dev/', { devRoutes: true })).toBeNull();
    expect(ownerOf('/dev/../internal/users/x', { devRoutes: true })).toBeNull();
  });
});

describe('gateway routes of the paid plan', () => {
  it('proxies the three payment calls only, never another path under /api/payments/', () => {
    expect(ownerOf('/api/payments/refund')).toBeNull();
    expect(ownerOf('/api/payments')).toBeNull();
  });
});
