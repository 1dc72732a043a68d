import type { Request } from 'express';
import { startsExpensiveWork } from '../src/rate-limits';

// The stricter per-address limit covers every call that sends a message: a phone code is a text (issue 18).

const call = (method: string, path: string) => ({ method, path }) as Request;

describe('calls under the jobs limit', () => {
  it.each([
    ['POST', '/api/account/phone/code', true],
    ['POST', '/api/creations', true],
    ['POST', '/api/subscribe', true],
    ['POST', '/api/account/phone/verify', false],
    ['GET', '/api/account/contact', false],
  ])('%s %s → %s', (method, path, limited) => {
    expect(startsExpensiveWork(call(method, path))).toBe(limited);
  });
});
