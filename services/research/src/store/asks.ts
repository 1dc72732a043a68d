import { AskSchema, type Ask } from '@wonderkin/shared';
import type { Store } from '@wonderkin/server-kit';

/** Asks: every recorded question with its owner (user or anonymous visitor) and generation status. */
export interface AskRepository {
  create(ask: Ask): Promise<Ask>;
  get(id: string): Promise<Ask | null>;
  remove(id: string): Promise<boolean>;
  /**
   * Asks that count against the free limit: pending or completed, but not a failed ask (our fault, not the visitor's)
   * nor a free one (the exploration page or an urgent safety answer: nothing was answered that a visitor pays for).
   * An account's count leaves out the asks its browser made before signing in (askedAsVisitor): those used the
   * visitor's free questions, so a parent who signs up after three questions can still ask for the children they add.
   */
  countTowardLimit(owner: { userId: string } | { anonId: string }): Promise<number>;
  /** A signed-in user's completed asks, newest first. */
  listCompleted(userId: string, limit?: number): Promise<Ask[]>;
  /** Every ask of a user, whatever its status, oldest first (their data export and account deletion). */
  listByUser(userId: string): Promise<Ask[]>;
  /**
   * The lessons made for one child of a family, asked from `from` (included) to `to` (left out), oldest first: the
   * completed asks of that account for that child, not the free ones (the exploration page or an urgent safety answer
   * answered them, not a lesson made for the child). Another family's child gives none.
   */
  listChildLessons(userId: string, childId: string, range: { from: Date; to: Date }): Promise<Ask[]>;
  markCompleted(id: string, options?: { free?: boolean }): Promise<Ask | null>;
  markFailed(id: string, error: string): Promise<Ask | null>;
  assignUser(id: string, userId: string): Promise<Ask | null>;
  /** Moves every ask a browser made anonymously (and nobody has claimed) to a user; answers how many moved. */
  assignAnonymous(anonId: string, userId: string): Promise<number>;
  count(): Promise<number>;
}

export function createAskRepository(store: Store): AskRepository {
  const asks = store.collection<Ask>('asks', { schema: AskSchema, indexes: ['userId', 'anonId', 'childId', 'status', 'createdAt'] });
  return {
    create: (ask) => asks.insert(ask),
    get: (id) => asks.get(id),
    remove: (id) => asks.delete(id),
    async countTowardLimit(owner) {
      const filter = 'userId' in owner ? { userId: owner.userId } : { anonId: owner.anonId };
      const [pending, completed, free, joined] = await Promise.all([
        asks.count({ ...filter, status: 'pending' }),
        asks.count({ ...filter, status: 'completed' }),
        asks.count({ ...filter, status: 'completed', free: true }),
        // An account's count leaves out what its browser asked before signing in (the visitor's allowance).
        'userId' in owner ? asks.find({ userId: owner.userId, askedAsVisitor: true }) : Promise.resolve([]),
      ]);
      const joinedCounted = joined.filter((ask) => ask.status === 'pending' || (ask.status === 'completed' && !ask.free)).length;
      return pending + completed - free - joinedCounted;
    },
    listCompleted: (userId, limit = 50) =>
      asks.find({ userId, status: 'completed' }, { sort: { field: 'createdAt', direction: 'desc' }, limit }),
    listByUser: (userId) => asks.find({ userId }, { sort: { field: 'createdAt', direction: 'asc' } }),
    async listChildLessons(userId, childId, { from, to }) {
      const made = await asks.find({ userId, childId, status: 'completed' }, { sort: { field: 'createdAt', direction: 'asc' } });
      return made.filter((ask) => {
        const at = Date.parse(ask.createdAt);
        return !ask.free && at >= from.getTime() && at < to.getTime();
      });
    },
    markCompleted: (id, options = {}) => asks.update(id, { status: 'completed', ...(options.free ? { free: true } : {}) }),
    markFailed: (id, error) => asks.update(id, { status: 'failed', error }),
    assignUser: (id, userId) => asks.update(id, { userId, askedAsVisitor: true }),
    async assignAnonymous(anonId, userId) {
      let moved = 0;
      for (const ask of await asks.find({ anonId, userId: null })) if (await asks.update(ask.id, { userId, askedAsVisitor: true })) moved += 1;
      return moved;
    },
    count: () => asks.count({}),
  };
}
