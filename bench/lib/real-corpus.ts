/** Moved to tests/helpers/real-corpus.ts: this re-export stays until bench/ai.ts imports it from there. */
export * from '../../tests/helpers/real-corpus.js';
