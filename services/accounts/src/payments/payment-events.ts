import { z } from 'zod';
import type { Store } from '@wonderkin/server-kit';

// The Stripe events already acted on, by event id. Stripe delivers an event at least once (and anyone holding a
// signed payload can send it again within the signature's tolerance): an id found here changes nothing. Only the id,
// type and time are kept; nothing about the buyer.

const PaymentEventDocSchema = z.object({ id: z.string(), type: z.string(), processedAt: z.string() });
type PaymentEventDoc = z.infer<typeof PaymentEventDocSchema>;

export interface PaymentEventLog {
  seen(eventId: string): Promise<boolean>;
  /** Records the event; false when another delivery recorded it first. */
  record(eventId: string, type: string, now: Date): Promise<boolean>;
}

export function createPaymentEventLog(store: Store): PaymentEventLog {
  const events = store.collection<PaymentEventDoc>('payment_events', { schema: PaymentEventDocSchema });
  return {
    async seen(eventId) {
      return (await events.get(eventId)) !== null;
    },
    record(eventId, type, now) {
      return events.insertIfAbsent({ id: eventId, type, processedAt: now.toISOString() });
    },
  };
}
