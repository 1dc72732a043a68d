import type { ChildProfile } from '@wonderkin/shared';

/** A child profile as GET /api/children sends it (test data; ids have the server's shape). */
export function childFixture(overrides: Partial<ChildProfile> = {}): ChildProfile {
  return {
    childId: 'child_0123456789abcdef0123456789abcdef',
    firstName: 'Maya',
    ageRange: '6-8',
    interests: ['dinosaurs', 'space'],
    goals: ['science'],
    supportNeeds: [],
    weeklyReportEmail: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A second, older child without a first name. */
export const OTHER_CHILD_ID = 'child_fedcba9876543210fedcba9876543210';
