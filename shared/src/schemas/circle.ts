import { z } from 'zod';
import { MESSAGES } from '../messages';
import { AGE_RANGES } from '../constants';
import { ChildIdSchema } from './learning';

// The circle of care (issue 22 §1): a parent gives someone (a caregiver, tutor, teacher, grandparent) access to one or
// more of their children, as a viewer or a helper, until an optional end date. What each role may do is written once,
// here; the accounts service's access module decides every request with it, for every service.

/** Who the person is to the child: shown to the parent and in the activity log ("Ana (tutor)"). */
export const CARE_RELATIONS = ['caregiver', 'tutor', 'teacher', 'grandparent', 'family'] as const;
export type CareRelation = (typeof CARE_RELATIONS)[number];

/** viewer: progress, reports, review status, creations. helper: also assigns work and adds notes for the parent. */
export const CARE_ROLES = ['viewer', 'helper'] as const;
export type CareRole = (typeof CARE_ROLES)[number];

/** Everyone who may act on a child: the family itself, or someone it invited. */
export type ChildRole = 'parent' | CareRole;

/**
 * What a request does with a child. view: read progress, reports, review status, assignments and notes. answer: record
 * quiz answers and review grades (a helper sitting with the child). assign / note: add work or a note. manage: change
 * the profile, levels, reports by email, the circle (the parent only).
 */
export const CHILD_NEEDS = ['view', 'answer', 'assign', 'note', 'manage'] as const;
export type ChildNeed = (typeof CHILD_NEEDS)[number];

export const ROLE_ALLOWS: Record<ChildRole, readonly ChildNeed[]> = {
  parent: CHILD_NEEDS,
  helper: ['view', 'answer', 'assign', 'note'],
  viewer: ['view'],
};

export const roleAllows = (role: ChildRole, need: ChildNeed): boolean => ROLE_ALLOWS[role].includes(need);

/** A family may have this many people in its circle at once (invited or active). */
export const MAX_CARE_GRANTS_PER_FAMILY = 20;
/** A family sends at most this many invitations a day (each is an email to an address it typed). */
export const MAX_CARE_INVITES_PER_DAY = 10;
/** An invitation link works for this long (and once). */
export const CARE_INVITE_TTL_DAYS = 14;

/** What the activity log records (the parent reads it per person). */
export const CARE_ACTIONS = ['accepted', 'viewed-report', 'viewed-review', 'assigned', 'noted', 'completed', 'answered', 'left'] as const;
export type CareAction = (typeof CARE_ACTIONS)[number];

/** A calendar day, YYYY-MM-DD (an end date is the last day access works, in UTC). */
export const CalendarDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.careEndDateInvalid)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), MESSAGES.careEndDateInvalid);

const careName = z.string({ error: MESSAGES.careNameInvalid }).trim().min(1, MESSAGES.careNameInvalid).max(40, MESSAGES.careNameInvalid)
  .regex(/^[^<>{}\n\r]*$/, MESSAGES.careNameInvalid);

export const CareInviteRequestSchema = z.strictObject({
  email: z.email({ error: MESSAGES.invalidEmail }).max(254, MESSAGES.invalidEmail).transform((email) => email.trim().toLowerCase()),
  /** What the family calls them ("Ana", "Grandpa Joe"). */
  name: careName,
  relation: z.enum(CARE_RELATIONS, { error: MESSAGES.careRelationInvalid }),
  role: z.enum(CARE_ROLES, { error: MESSAGES.careRoleInvalid }),
  childIds: z.array(ChildIdSchema, { error: MESSAGES.careChildrenRequired }).min(1, MESSAGES.careChildrenRequired).max(8, MESSAGES.careChildrenRequired)
    .transform((ids) => [...new Set(ids)]),
  endsOn: CalendarDaySchema.optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.careInviteUnknownField : undefined) });
export type CareInviteRequest = z.infer<typeof CareInviteRequestSchema>;

/** The parent changes a person's role or end date (null removes the end date). */
export const CareGrantPatchSchema = z.strictObject({
  role: z.enum(CARE_ROLES, { error: MESSAGES.careRoleInvalid }).optional(),
  endsOn: CalendarDaySchema.nullable().optional(),
  childIds: z.array(ChildIdSchema, { error: MESSAGES.careChildrenRequired }).min(1, MESSAGES.careChildrenRequired).max(8, MESSAGES.careChildrenRequired)
    .transform((ids) => [...new Set(ids)]).optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.careInviteUnknownField : undefined) });
export type CareGrantPatch = z.infer<typeof CareGrantPatchSchema>;

export const CARE_GRANT_STATUSES = ['invited', 'active', 'revoked', 'expired', 'left'] as const;
export type CareGrantStatus = (typeof CARE_GRANT_STATUSES)[number];

/** One person in a family's circle, as the parent sees them. */
export const CareGrantSchema = z.object({
  grantId: z.string(),
  name: z.string(),
  email: z.string(),
  relation: z.enum(CARE_RELATIONS),
  role: z.enum(CARE_ROLES),
  children: z.array(z.object({ childId: z.string(), firstName: z.string().optional() })),
  status: z.enum(CARE_GRANT_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().optional(),
  endsOn: z.string().optional(),
  endedAt: z.string().optional(),
});
export type CareGrant = z.infer<typeof CareGrantSchema>;
export const CareGrantListSchema = z.object({ grants: z.array(CareGrantSchema) });

export const CareActivitySchema = z.object({
  at: z.string(),
  grantId: z.string(),
  /** "Ana (tutor)". */
  who: z.string(),
  action: z.enum(CARE_ACTIONS),
  childId: z.string().optional(),
  childName: z.string().optional(),
  /** What was assigned, or the first words of a note. */
  detail: z.string().optional(),
});
export type CareActivity = z.infer<typeof CareActivitySchema>;
export const CareActivityListSchema = z.object({ activity: z.array(CareActivitySchema) });

/** A child shared with the signed-in person, as they see it: no other child, no parent's email, nothing else. */
export const SharedChildSchema = z.object({
  childId: z.string(),
  firstName: z.string().optional(),
  ageRange: z.enum(AGE_RANGES),
  grantId: z.string(),
  role: z.enum(CARE_ROLES),
  relation: z.enum(CARE_RELATIONS),
  since: z.string(),
  endsOn: z.string().optional(),
  /** The invitee asked to be emailed about each new assignment for this child. */
  notifyAssignments: z.boolean(),
});
export type SharedChild = z.infer<typeof SharedChildSchema>;
export const SharedChildListSchema = z.object({ children: z.array(SharedChildSchema) });

export const CareInviteTokenSchema = z.strictObject({
  token: z.string({ error: MESSAGES.careInviteInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, MESSAGES.careInviteInvalid),
}, { error: () => MESSAGES.careInviteInvalid });

/** What an invitation says before it is accepted (the page shows it; the link is not spent). */
export const CareInvitePreviewSchema = z.object({
  /** The address it was sent to (the one that accepting signs in as). */
  email: z.string(),
  name: z.string(),
  relation: z.enum(CARE_RELATIONS),
  role: z.enum(CARE_ROLES),
  childNames: z.array(z.string()),
  endsOn: z.string().optional(),
  /** The browser is signed in as another account: accepting would need to sign out first. */
  signedInAsOther: z.boolean(),
});
export type CareInvitePreview = z.infer<typeof CareInvitePreviewSchema>;

export const CareNotifyRequestSchema = z.strictObject({
  notifyAssignments: z.boolean({ error: MESSAGES.careNotifyInvalid }),
}, { error: () => MESSAGES.careNotifyInvalid });

/** A child's profile as an invitee may read it (GET /api/children/:childId answers this to them). */
export const SharedChildProfileSchema = z.object({
  childId: z.string(),
  firstName: z.string().optional(),
  ageRange: z.enum(AGE_RANGES),
  access: z.object({ role: z.enum(CARE_ROLES), relation: z.enum(CARE_RELATIONS) }),
});
export type SharedChildProfile = z.infer<typeof SharedChildProfileSchema>;

// ---- the access decision services ask for (accounts' /internal/access) ----

/** Who may act on the child, decided by the accounts service for one request. */
export const ChildAccessSchema = z.object({
  role: z.enum(['parent', ...CARE_ROLES]),
  /** The family the child belongs to: records are kept under it, whoever acts. */
  familyUserId: z.string(),
  childId: z.string(),
  firstName: z.string().optional(),
  ageRange: z.enum(AGE_RANGES),
  /** The grant that lets a non-parent in (absent for the parent). */
  grantId: z.string().optional(),
  /** Who they are to the child (absent for the parent). */
  relation: z.enum(CARE_RELATIONS).optional(),
  /** How the actor is named to the family: "You" for the parent, "Ana (tutor)" for someone invited. */
  label: z.string(),
});
export type ChildAccess = z.infer<typeof ChildAccessSchema>;

// ---- assignments and notes (the learning service) ----

/** question: a lesson to ask for the child; review: a review session; creation: an activity book or story on a topic. */
export const ASSIGNMENT_KINDS = ['question', 'review', 'creation'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const AssignmentInputSchema = z.strictObject({
  kind: z.enum(ASSIGNMENT_KINDS, { error: MESSAGES.assignmentInvalid }),
  /** The question or topic (a review needs none). */
  text: z.string({ error: MESSAGES.assignmentInvalid }).trim().max(200, MESSAGES.assignmentInvalid).regex(/^[^<>{}]*$/, MESSAGES.assignmentInvalid).optional(),
  dueOn: CalendarDaySchema.optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.assignmentInvalid : undefined) })
  .refine((input) => input.kind === 'review' || (input.text && input.text.length >= 3), { message: MESSAGES.assignmentTextRequired });
export type AssignmentInput = z.infer<typeof AssignmentInputSchema>;

export const AssignmentSchema = z.object({
  assignmentId: z.string(),
  childId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  text: z.string().optional(),
  dueOn: z.string().optional(),
  /** "You" or "Ana (tutor)", from the reader's side. */
  by: z.string(),
  createdAt: z.string(),
  doneAt: z.string().optional(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
export const AssignmentListSchema = z.object({ assignments: z.array(AssignmentSchema) });
export const AssignmentDoneSchema = z.strictObject({ done: z.boolean({ error: MESSAGES.assignmentInvalid }) }, { error: () => MESSAGES.assignmentInvalid });

export const CareNoteInputSchema = z.strictObject({
  text: z.string({ error: MESSAGES.careNoteInvalid }).trim().min(1, MESSAGES.careNoteInvalid).max(1000, MESSAGES.careNoteInvalid),
}, { error: () => MESSAGES.careNoteInvalid });
export const CareNoteSchema = z.object({ noteId: z.string(), childId: z.string(), text: z.string(), by: z.string(), createdAt: z.string() });
export type CareNote = z.infer<typeof CareNoteSchema>;
export const CareNoteListSchema = z.object({ notes: z.array(CareNoteSchema) });
