// @wonderkin/shared — the contracts every package imports. Browser-safe: no Node built-ins here
// (server-only helpers live in the @wonderkin/server-kit package).
export * from './product';
export * from './constants';
export * from './messages';
export * from './slug';
export * from './text';
export * from './illustrations';
export * from './examples';
export * from './emergency';
export * from './queues';
export * from './events';
export * from './schemas/research';
export * from './schemas/entities';
export * from './schemas/api';
export * from './schemas/learning';
export * from './schemas/library';
export * from './schemas/circle';
export * from './schemas/classes';
export * from './schemas/paper-feedback';
export * from './utm';
export * from './report-words';
