import type { StackInfo } from '../scripts/lib/test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
