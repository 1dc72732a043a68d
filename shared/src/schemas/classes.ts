import { z } from 'zod';
import { AGE_RANGES } from '../constants';
import { MESSAGES } from '../messages';

// Educators' classes (issue 22 §2). An educator is a role on the same identity (turned on in the account). A class has
// a roster of students known by a first name or an initial and an age range only (no child email, no child password),
// a class code, and for each student a picture password: young children sign in on a shared classroom device by
// tapping their name and three pictures, no typing. What a class is and what a device may see are written here once.

/** The pictures a picture password is made of: big, easy to tell apart and to name aloud. */
export const CLASS_PICTURES = [
  { id: 'cat', emoji: '🐱', label: 'cat' },
  { id: 'dog', emoji: '🐶', label: 'dog' },
  { id: 'fish', emoji: '🐟', label: 'fish' },
  { id: 'star', emoji: '⭐', label: 'star' },
  { id: 'sun', emoji: '☀️', label: 'sun' },
  { id: 'moon', emoji: '🌙', label: 'moon' },
  { id: 'tree', emoji: '🌳', label: 'tree' },
  { id: 'flower', emoji: '🌸', label: 'flower' },
  { id: 'car', emoji: '🚗', label: 'car' },
  { id: 'boat', emoji: '⛵', label: 'boat' },
  { id: 'apple', emoji: '🍎', label: 'apple' },
  { id: 'ball', emoji: '⚽', label: 'ball' },
] as const;
export type ClassPictureId = (typeof CLASS_PICTURES)[number]['id'];
const PICTURE_IDS = CLASS_PICTURES.map((picture) => picture.id) as [ClassPictureId, ...ClassPictureId[]];

/** A picture password is this many pictures in order (12³ = 1,728 passwords; wrong tries lock the student out a while). */
export const PICTURE_PASSWORD_LENGTH = 3;
/** Wrong picture passwords in a row before a student waits CLASS_DEVICE_LOCK_MINUTES (the teacher can give new pictures). */
export const CLASS_DEVICE_MAX_TRIES = 5;
export const CLASS_DEVICE_LOCK_MINUTES = 10;
/** A class holds up to this many students; an educator has up to this many classes that are not archived. */
export const MAX_STUDENTS_PER_CLASS = 40;
export const MAX_OPEN_CLASSES = 30;

/** A class code: 6 letters and digits with no look-alikes (no 0/O, 1/I/L), typed once by the teacher on a device. */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
export const ClassCodeSchema = z.string({ error: MESSAGES.classCodeInvalid }).trim().toUpperCase()
  .transform((code) => code.replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]{${CLASS_CODE_LENGTH}}$`), MESSAGES.classCodeInvalid));

export const ClassIdSchema = z.string().regex(/^class_[a-f0-9]{32}$/, MESSAGES.classNotFound);
export const StudentIdSchema = z.string().regex(/^stu_[a-f0-9]{32}$/, MESSAGES.studentNotFound);

const unknownField = (message: string) => (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? message : undefined);

export const EducatorRoleRequestSchema = z.strictObject({
  educator: z.boolean({ error: MESSAGES.educatorToggleInvalid }),
}, { error: () => MESSAGES.educatorToggleInvalid });

const className = z.string({ error: MESSAGES.classNameInvalid }).trim().min(1, MESSAGES.classNameInvalid).max(60, MESSAGES.classNameInvalid)
  .regex(/^[^<>{}\n\r]*$/, MESSAGES.classNameInvalid);

export const ClassCreateSchema = z.strictObject({
  name: className,
  ageRange: z.enum(AGE_RANGES, { error: MESSAGES.invalidAgeRange }),
}, { error: unknownField(MESSAGES.classUnknownField) });
export type ClassCreate = z.infer<typeof ClassCreateSchema>;

export const ClassPatchSchema = z.strictObject({
  name: className.optional(),
  ageRange: z.enum(AGE_RANGES, { error: MESSAGES.invalidAgeRange }).optional(),
  /** true archives the class at the year's end (its code stops working); false brings it back. */
  archived: z.boolean({ error: MESSAGES.classUnknownField }).optional(),
}, { error: unknownField(MESSAGES.classUnknownField) });
export type ClassPatch = z.infer<typeof ClassPatchSchema>;

/** A student's name on the roster: a first name or an initial, nothing more (letters, spaces, a hyphen, an apostrophe, a dot). */
export const StudentNameSchema = z.string({ error: MESSAGES.studentNameInvalid }).trim().min(1, MESSAGES.studentNameInvalid).max(20, MESSAGES.studentNameInvalid)
  .regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, MESSAGES.studentNameInvalid).transform((name) => name.replace(/\s+/g, ' '));

export const StudentAddSchema = z.strictObject({
  displayName: StudentNameSchema,
  /** The class's age range when absent. */
  ageRange: z.enum(AGE_RANGES, { error: MESSAGES.invalidAgeRange }).optional(),
}, { error: unknownField(MESSAGES.studentUnknownField) });
export type StudentAdd = z.infer<typeof StudentAddSchema>;

/** A student on the roster, as the teacher sees it (with the pictures, to hand out on a card). */
export const ClassStudentSchema = z.object({
  studentId: z.string(),
  displayName: z.string(),
  ageRange: z.enum(AGE_RANGES),
  pictures: z.array(z.enum(PICTURE_IDS)).length(PICTURE_PASSWORD_LENGTH),
  addedAt: z.string(),
  /** When the student last signed in on a class device. */
  lastSignInAt: z.string().optional(),
  /** A family linked its own child to the class with the class code (the parent approved what the teacher sees). */
  linkedFromHome: z.boolean().optional(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

export const ClassSummarySchema = z.object({
  classId: z.string(),
  name: z.string(),
  ageRange: z.enum(AGE_RANGES),
  code: z.string(),
  studentCount: z.number().int(),
  createdAt: z.string(),
  archivedAt: z.string().optional(),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;
export const ClassListSchema = z.object({ classes: z.array(ClassSummarySchema) });

export const ClassDetailSchema = ClassSummarySchema.extend({ students: z.array(ClassStudentSchema) });
export type ClassDetail = z.infer<typeof ClassDetailSchema>;

// ---- the shared classroom device ----

export const ClassDeviceOpenSchema = z.strictObject({ code: ClassCodeSchema }, { error: () => MESSAGES.classCodeInvalid });

/** What a device shows once the teacher typed the code: the class's name and its students' names, nothing else. */
export const ClassDeviceRosterSchema = z.object({
  className: z.string(),
  students: z.array(z.object({ studentId: z.string(), displayName: z.string() })),
});
export type ClassDeviceRoster = z.infer<typeof ClassDeviceRosterSchema>;

export const ClassDeviceSignInSchema = z.strictObject({
  code: ClassCodeSchema,
  studentId: z.string({ error: MESSAGES.studentNotFound }).regex(/^stu_[a-f0-9]{32}$/, MESSAGES.studentNotFound),
  pictures: z.array(z.enum(PICTURE_IDS, { error: MESSAGES.picturePasswordWrong }), { error: MESSAGES.picturePasswordWrong })
    .length(PICTURE_PASSWORD_LENGTH, MESSAGES.picturePasswordWrong),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.classDeviceUnknownField : undefined) });

/** Who is signed in on a class device: a student of a class (never anyone's account). */
export const ClassDeviceStudentSchema = z.object({
  studentId: z.string(),
  displayName: z.string(),
  ageRange: z.enum(AGE_RANGES),
  classId: z.string(),
  className: z.string(),
});
export type ClassDeviceStudent = z.infer<typeof ClassDeviceStudentSchema>;

// ---- what the learning service asks accounts about a class (its internal routes) ----

export const ClassRosterSchema = z.object({
  classId: z.string(),
  name: z.string(),
  ageRange: z.enum(AGE_RANGES),
  archived: z.boolean(),
  students: z.array(z.object({
    studentId: z.string(), displayName: z.string(), ageRange: z.enum(AGE_RANGES),
    /** A family's own child linked by the parent: their answers at home on the class's lessons count too (internal only). */
    linked: z.object({ familyUserId: z.string(), childId: z.string() }).optional(),
  })),
});
export type ClassRoster = z.infer<typeof ClassRosterSchema>;

export const ClassStudentRecordSchema = ClassDeviceStudentSchema.extend({ educatorUserId: z.string() });
export type ClassStudentRecord = z.infer<typeof ClassStudentRecordSchema>;

// ---- class work: lessons assigned to a class, answered on the device, read on the dashboard (the learning service) ----

export const ClassAssignmentIdSchema = z.string().regex(/^casg_[a-f0-9]{32}$/, MESSAGES.assignmentNotFound);

export const ClassAssignmentInputSchema = z.strictObject({
  /** The lesson's id (a lesson the teacher made or opened: its link holds the id). */
  hashId: z.string({ error: MESSAGES.classAssignmentInvalid }).trim().min(1, MESSAGES.classAssignmentInvalid).max(100, MESSAGES.classAssignmentInvalid),
  /** Some students of the class (every student when absent). */
  studentIds: z.array(StudentIdSchema, { error: MESSAGES.classAssignmentInvalid }).min(1, MESSAGES.classAssignmentInvalid).max(40, MESSAGES.classAssignmentInvalid)
    .transform((ids) => [...new Set(ids)]).optional(),
  dueOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.careEndDateInvalid).optional(),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.classAssignmentInvalid : undefined) });
export type ClassAssignmentInput = z.infer<typeof ClassAssignmentInputSchema>;

export const ClassAssignmentSchema = z.object({
  assignmentId: z.string(),
  classId: z.string(),
  hashId: z.string(),
  title: z.string(),
  /** How many quiz questions the lesson has (done = all answered). */
  questions: z.number().int(),
  /** The students it is for (every student of the class when absent). */
  studentIds: z.array(z.string()).optional(),
  dueOn: z.string().optional(),
  createdAt: z.string(),
});
export type ClassAssignment = z.infer<typeof ClassAssignmentSchema>;
export const ClassAssignmentListSchema = z.object({ assignments: z.array(ClassAssignmentSchema) });

/** One student's result on one assignment. */
export const ClassResultSchema = z.object({ answered: z.number().int(), correct: z.number().int(), done: z.boolean() });
export type ClassResult = z.infer<typeof ClassResultSchema>;

/** The class dashboard: per student, each assignment's result and the quiz skills' tallies. */
export const ClassDashboardSchema = z.object({
  classId: z.string(),
  className: z.string(),
  assignments: z.array(ClassAssignmentSchema),
  students: z.array(z.object({
    studentId: z.string(),
    displayName: z.string(),
    ageRange: z.enum(AGE_RANGES),
    /** By assignment id; absent for an assignment that is not for this student. */
    results: z.record(z.string(), ClassResultSchema),
    /** By quiz skill (the skills the lessons' quiz questions are tagged with). */
    skills: z.record(z.string(), z.object({ correct: z.number().int(), answered: z.number().int() })),
    /** When the student last answered anything. */
    lastAnsweredAt: z.string().optional(),
    /** Days in a row (UTC) with an answer to the class's quizzes, up to today or yesterday; 0 when the run has ended. */
    streakDays: z.number().int().min(0),
  })),
});
export type ClassDashboard = z.infer<typeof ClassDashboardSchema>;

/** What a student signed in on a class device sees: their work. */
export const StudentWorkSchema = z.object({
  student: ClassDeviceStudentSchema,
  assignments: z.array(ClassAssignmentSchema.extend({ result: ClassResultSchema })),
});
export type StudentWork = z.infer<typeof StudentWorkSchema>;

export const StudentAnswerRequestSchema = z.strictObject({
  assignmentId: ClassAssignmentIdSchema,
  questionIndex: z.number({ error: MESSAGES.progressAnswerInvalid }).int(MESSAGES.progressAnswerInvalid).min(0, MESSAGES.progressAnswerInvalid).max(50, MESSAGES.progressAnswerInvalid),
  optionIndex: z.number({ error: MESSAGES.progressAnswerInvalid }).int(MESSAGES.progressAnswerInvalid).min(0, MESSAGES.progressAnswerInvalid).max(10, MESSAGES.progressAnswerInvalid),
}, { error: () => MESSAGES.progressAnswerInvalid });
export type StudentAnswerRequest = z.infer<typeof StudentAnswerRequestSchema>;

// ---- a family links its own child to a class (the parent approves what the teacher will see) ----

/** What a class code opens for a signed-in parent before joining: the class's name and age range, nothing of the teacher. */
export const ClassCodePreviewSchema = z.object({ className: z.string(), ageRange: z.enum(AGE_RANGES) });
export type ClassCodePreview = z.infer<typeof ClassCodePreviewSchema>;

/** What the teacher will see of a linked child (shown to the parent, who approves it by joining). */
export const TEACHER_SEES = [
  'your child\'s first name and age range',
  'the class\'s assignments and your child\'s answers to their quizzes',
] as const;
export const TEACHER_NEVER_SEES = [
  'your email, your other children, your own questions and lessons',
  'your child\'s interests, goals, support needs, reports and other answers',
] as const;

export const ClassJoinRequestSchema = z.strictObject({
  code: ClassCodeSchema,
  /** The parent approved what the teacher will see (TEACHER_SEES). */
  approve: z.literal(true, { error: MESSAGES.classJoinApproveRequired }),
}, { error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.classJoinUnknownField : undefined) });

export const ChildClassSchema = z.object({ classId: z.string(), className: z.string(), joinedAt: z.string() });
export type ChildClass = z.infer<typeof ChildClassSchema>;
export const ChildClassListSchema = z.object({ classes: z.array(ChildClassSchema) });

/** Where a family's child stands in a class it was linked to (accounts tells learning; never sent to browsers). */
export const ClassLinkSchema = z.object({ classId: z.string(), className: z.string(), studentId: z.string(), educatorUserId: z.string() });
export type ClassLink = z.infer<typeof ClassLinkSchema>;

/**
 * GET /api/progress/:childId/class-work: the lessons the teachers of the child's classes set for it, to open at home;
 * the child's answers at home and on the classroom device both count.
 */
export const ChildClassWorkSchema = z.object({
  assignments: z.array(z.object({
    assignmentId: z.string(), classId: z.string(), className: z.string(), hashId: z.string(), title: z.string(), questions: z.number().int(),
    dueOn: z.string().optional(), createdAt: z.string(), result: ClassResultSchema,
  })),
});
export type ChildClassWork = z.infer<typeof ChildClassWorkSchema>;
