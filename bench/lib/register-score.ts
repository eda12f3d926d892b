/** Moved to tests/helpers/register-score.ts: this re-export stays until bench/ai.ts imports it from there. */
export * from '../../tests/helpers/register-score.js';
