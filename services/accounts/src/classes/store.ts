import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { AGE_RANGES, CLASS_CODE_ALPHABET, CLASS_CODE_LENGTH, CLASS_PICTURES, PICTURE_PASSWORD_LENGTH, type ClassPictureId } from '@wonderkin/shared';
import { randomId, type Store } from '@wonderkin/server-kit';

// Educators' classes (issue 22 §2): a class of an educator's account, and its roster. A student is a first name or an
// initial, an age range and a picture password; nothing else about a child is kept. The educator's deletion removes
// their classes and rosters.

const PICTURE_IDS = CLASS_PICTURES.map((picture) => picture.id) as [ClassPictureId, ...ClassPictureId[]];

const ClassDocSchema = z.object({
  id: z.string(),
  educatorUserId: z.string(),
  name: z.string(),
  ageRange: z.enum(AGE_RANGES),
  code: z.string(),
  createdAt: z.string(),
  archivedAt: z.string().optional(),
  updatedAt: z.string(),
});
export type ClassDoc = z.infer<typeof ClassDocSchema>;

const StudentDocSchema = z.object({
  id: z.string(),
  classId: z.string(),
  educatorUserId: z.string(),
  displayName: z.string(),
  ageRange: z.enum(AGE_RANGES),
  pictures: z.array(z.enum(PICTURE_IDS)),
  addedAt: z.string(),
  lastSignInAt: z.string().optional(),
  /** A family's own child the parent linked with the class code: whose child, which one. */
  linkedFamilyUserId: z.string().optional(),
  linkedChildId: z.string().optional(),
});
export type StudentDoc = z.infer<typeof StudentDocSchema>;

/** A fresh class code (CLASS_CODE_ALPHABET has no look-alikes). */
export const newClassCode = () => Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');

/** A fresh picture password: PICTURE_PASSWORD_LENGTH pictures, a picture may repeat. */
export const newPicturePassword = (): ClassPictureId[] => Array.from({ length: PICTURE_PASSWORD_LENGTH }, () => PICTURE_IDS[randomInt(PICTURE_IDS.length)]);

export interface ClassRepository {
  classes: ReturnType<typeof collections>['classes'];
  students: ReturnType<typeof collections>['students'];
  /** A new class with a code no other class has. */
  create(fields: Pick<ClassDoc, 'educatorUserId' | 'name' | 'ageRange'>, at: Date): Promise<ClassDoc>;
  /** The educator's class (null for anyone else's or an unknown id). */
  ownClass(educatorUserId: string, classId: string): Promise<ClassDoc | null>;
  /** The open (not archived) class a code opens. */
  byCode(code: string): Promise<ClassDoc | null>;
  roster(classId: string): Promise<StudentDoc[]>;
  /** The educator's account is deleted: every class and student of theirs goes. Idempotent; answers how many went. */
  forgetEducator(educatorUserId: string): Promise<{ classes: number; students: number }>;
}

function collections(store: Store) {
  return {
    classes: store.collection<ClassDoc>('classes', { schema: ClassDocSchema, indexes: ['educatorUserId', 'code', 'createdAt'] }),
    students: store.collection<StudentDoc>('class_students', { schema: StudentDocSchema, indexes: ['classId', 'educatorUserId', 'addedAt', 'linkedFamilyUserId', 'linkedChildId'] }),
  };
}

export function createClassRepository(store: Store): ClassRepository {
  const parts = collections(store);
  return {
    ...parts,
    async create(fields, at) {
      // 31⁶ ≈ 887 million codes: a clash is rare, and a retry makes it rarer still.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const code = newClassCode();
        if (await parts.classes.findOne({ code })) continue;
        const doc: ClassDoc = { ...fields, id: `class_${randomId()}`, code, createdAt: at.toISOString(), updatedAt: at.toISOString() };
        await parts.classes.insert(doc);
        return doc;
      }
      throw new Error('no free class code after 8 attempts');
    },
    async ownClass(educatorUserId, classId) {
      const doc = /^class_[a-f0-9]{32}$/.test(classId) ? await parts.classes.get(classId) : null;
      return doc && doc.educatorUserId === educatorUserId ? doc : null;
    },
    async byCode(code) {
      const doc = await parts.classes.findOne({ code });
      return doc && !doc.archivedAt ? doc : null;
    },
    roster(classId) {
      return parts.students.find({ classId }, { sort: { field: 'addedAt', direction: 'asc' } });
    },
    async forgetEducator(educatorUserId) {
      let classes = 0;
      let students = 0;
      for (const student of await parts.students.find({ educatorUserId })) if (await parts.students.delete(student.id)) students += 1;
      for (const doc of await parts.classes.find({ educatorUserId })) if (await parts.classes.delete(doc.id)) classes += 1;
      return { classes, students };
    },
  };
}
