/** Types of ./build-guard.cjs (plain CommonJS, which loaders require as it is). */
import type {WebpackPluginInstance} from 'webpack';

export interface Mismatch {
  rewrite: string;
  file: string;
  expected: string;
  found: string;
}

export class BuildGuardError extends Error {
  constructor(mismatch: Mismatch);
  mismatch: Mismatch;
}

export function coreVersion(): string;
export function expectThat(condition: boolean, mismatch: Mismatch): asserts condition;
export function expectCount(found: number, expected: number, about: Omit<Mismatch, 'expected' | 'found'> & {what: string}): void;

export interface ResolveData {
  request: string;
  contextInfo: {issuer: string};
}

export interface Replacement {
  rewrite: string;
  request: RegExp;
  replace: (resolveData: ResolveData) => boolean;
  expected: (compilation: {modules: Iterable<{resource?: string}>}) => number;
  what: string;
}

export function guardedReplacement(bundler: unknown, replacement: Replacement): WebpackPluginInstance[];
export function modulesMatching(compilation: {modules: Iterable<{resource?: string}>}, resource: RegExp): string[];
