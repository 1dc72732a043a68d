import type { CareGrant, SharedChild } from '@wonderkin/shared';

// Test data of the circle of care (ids have the server's shape); used by the feature's tests only.

export const MAYA = 'child_0123456789abcdef0123456789abcdef';
export const LEO = 'child_fedcba9876543210fedcba9876543210';

export function grantFixture(overrides: Partial<CareGrant> = {}): CareGrant {
  return {
    grantId: 'grant_1', name: 'Ana', email: 'ana@example.com', relation: 'tutor', role: 'viewer',
    children: [{ childId: MAYA, firstName: 'Maya' }], status: 'active',
    invitedAt: '2026-12-01T09:00:00.000Z', acceptedAt: '2026-12-03T10:00:00.000Z',
    ...overrides,
  };
}

export function sharedChildFixture(overrides: Partial<SharedChild> = {}): SharedChild {
  return {
    childId: MAYA, firstName: 'Maya', ageRange: '6-8', grantId: 'grant_1', role: 'helper', relation: 'tutor',
    since: '2026-12-03T10:00:00.000Z', notifyAssignments: false,
    ...overrides,
  };
}

/** The JSON body a request was sent with. */
export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

export { onFourthOfDecember } from '../../lib/testing/clock';
