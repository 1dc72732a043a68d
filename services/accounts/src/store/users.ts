import { z } from 'zod';
import { UserSchema, type User } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/**
 * A stored user. The document id is the normalised email, so the primary key itself guarantees one account per
 * email even when two registrations race; the random userId is indexed for the lookups other services make.
 */
const UserDocSchema = UserSchema.extend({ id: z.string() });
type UserDoc = z.infer<typeof UserDocSchema>;

export interface UserRepository {
  findByEmail(email: string): Promise<User | null>;
  findById(userId: string): Promise<User | null>;
  /** Stores the user unless the email is taken; answers the user that owns the email afterwards. */
  insertIfAbsent(user: User): Promise<User>;
  setPaid(userId: string, isPaid: boolean): Promise<User | null>;
  /** Records the first time the owner used a link sent to the email; later calls keep the first date. */
  markEmailVerified(userId: string, at: Date): Promise<User | null>;
  /** Keeps `phone` as the account's verified phone (its owner just typed the texted code), or forgets it (null). */
  setPhone(userId: string, phone: string | null, at: Date): Promise<User | null>;
  /** Turns classes for teachers on (since `at`, kept when already on) or off (null). */
  setEducator(userId: string, at: Date | null): Promise<User | null>;
  /** A cheap indexed read, for /healthz. */
  ping(): Promise<void>;
  /** Deletes the account (its owner deleted it); false when there was none. */
  remove(userId: string): Promise<boolean>;
}

const toUser = (doc: UserDoc | null): User | null =>
  doc ? { userId: doc.userId, email: doc.email, isPaid: doc.isPaid, createdAt: doc.createdAt, ...(doc.emailVerifiedAt ? { emailVerifiedAt: doc.emailVerifiedAt } : {}),
    ...(doc.phone ? { phone: doc.phone, phoneVerifiedAt: doc.phoneVerifiedAt } : {}), ...(doc.educatorSince ? { educatorSince: doc.educatorSince } : {}) } : null;

export function createUserRepository(store: Store): UserRepository {
  const users = store.collection<UserDoc>('users', { schema: UserDocSchema, indexes: ['userId'] });
  return {
    async findByEmail(email) {
      return toUser(await users.get(email));
    },
    async findById(userId) {
      return toUser(await users.findOne({ userId }));
    },
    async insertIfAbsent(user) {
      await users.insertIfAbsent({ ...user, id: user.email });
      const owner = toUser(await users.get(user.email));
      if (!owner) throw new Error('user vanished after insert');
      return owner;
    },
    async setPaid(userId, isPaid) {
      const doc = await users.findOne({ userId });
      if (!doc) return null;
      return toUser(await users.update(doc.id, { isPaid }));
    },
    async markEmailVerified(userId, at) {
      const doc = await users.findOne({ userId });
      if (!doc) return null;
      if (doc.emailVerifiedAt) return toUser(doc);
      return toUser(await users.update(doc.id, { emailVerifiedAt: at.toISOString() }));
    },
    async setPhone(userId, phone, at) {
      const doc = await users.findOne({ userId });
      if (!doc) return null;
      // A whole-document write: a patch cannot remove a field, and a forgotten phone must leave nothing behind.
      const { phone: _phone, phoneVerifiedAt: _at, ...rest } = doc;
      return toUser(await users.upsert(phone ? { ...rest, phone, phoneVerifiedAt: at.toISOString() } : rest));
    },
    async setEducator(userId, at) {
      const doc = await users.findOne({ userId });
      if (!doc) return null;
      const { educatorSince, ...rest } = doc;
      return toUser(await users.upsert(at ? { ...rest, educatorSince: educatorSince ?? at.toISOString() } : rest));
    },
    async ping() {
      await users.findOne({ userId: '' });
    },
    async remove(userId) {
      const doc = await users.findOne({ userId });
      return doc ? users.delete(doc.id) : false;
    },
  };
}
