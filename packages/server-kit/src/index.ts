export * from './client-address';
export * from './log';
export * from './rate-limit';
export * from './redis';
export * from './request-body';
