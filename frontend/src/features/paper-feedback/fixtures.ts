import type { PaperFeedbackFamily, PaperFeedbackItem, PaperFeedbackState } from '@wonderkin/shared';

// Test data of photos and voice notes (ids have the server's shape); used by the feature's tests only.

export const BOOK = '0123456789abcdef0123456789abcdef';
export const MAYA = 'child_0123456789abcdef0123456789abcdef';
export const LEO = 'child_fedcba9876543210fedcba9876543210';

export function itemFixture(overrides: Partial<PaperFeedbackItem> = {}): PaperFeedbackItem {
  const itemId = overrides.itemId ?? `pfb_${'a'.repeat(32)}`;
  return {
    itemId, kind: 'photo', creationId: BOOK, childId: MAYA,
    createdAt: '2026-12-03T10:00:00.000Z', expiresAt: '2027-12-03T10:00:00.000Z',
    addedBy: 'You', mine: true, url: `/api/paper-feedback/items/${itemId}/file`, contentType: 'image/jpeg', bytes: 52_000,
    ...overrides,
  };
}

export function voiceFixture(overrides: Partial<PaperFeedbackItem> = {}): PaperFeedbackItem {
  return itemFixture({ itemId: `pfb_${'b'.repeat(32)}`, kind: 'voice', contentType: 'audio/webm', bytes: 24_000, durationSeconds: 12.4, ...overrides });
}

export function stateFixture(overrides: Partial<PaperFeedbackState> = {}): PaperFeedbackState {
  return {
    childName: 'Maya', isParent: true, canAdd: true,
    consent: { given: true, retentionMonths: 12, givenAt: '2026-12-01T09:00:00.000Z' },
    items: [],
    ...overrides,
  };
}

export function familyFixture(overrides: Partial<PaperFeedbackFamily> = {}): PaperFeedbackFamily {
  return { consent: { given: true, retentionMonths: 12, givenAt: '2026-12-01T09:00:00.000Z' }, items: [], ...overrides };
}

/** The JSON body a request was sent with. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

/** The multipart form a request was sent with. */
export const formOf = (init: RequestInit | undefined) => init?.body as FormData;

/** Signed in, as far as the page's hint (the user-id cookie) goes; signed out again after each test. */
export function signedInForEachTest(): void {
  beforeEach(() => {
    document.cookie = 'wonderkin-user-id=user-1; path=/';
  });
  afterEach(() => {
    document.cookie = 'wonderkin-user-id=; path=/; max-age=0';
  });
}

export { onFourthOfDecember } from '../../lib/testing/clock';
