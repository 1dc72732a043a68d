// Server-only helpers shared by the gateway, services and workers (Node built-ins allowed here).
export * from './config';
export * from './logger';
export * from './ids';
export * from './http';
export * from './answers';
export * from './shutdown';
export * from './queue';
export * from './cookies';
export * from './internal';
export * from './admin-auth';
export * from './metrics';
export * from './store';
export * from './public-url';
export * from './jobs';
export * from './session';
