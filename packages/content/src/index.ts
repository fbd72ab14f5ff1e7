export * from './client';
export * from './generated/types';
export { populateTrees, type Populate } from './generated/populate';
export * from './lang';
export * from './media';
export * from './pages';
export type { Media, MediaFormat } from './media-types';
export * from './queries';
export * from './slug';
