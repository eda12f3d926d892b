/**
 * How a parser child's watchdog ends it, so the pool can tell why a child died from its exit
 * signal alone (the child cannot report anything while its thread is stuck). Neither signal has
 * a handler in the child, so the kernel ends the process at once, and neither dumps core.
 * SIGKILL is left to the outside world: an operator or the kernel's OOM killer.
 */

/** Resident memory passed the child's limit (--max-rss-mb). */
export const MEMORY_LIMIT_SIGNAL = 'SIGUSR2';
/** One step of a parse held the thread longer than --max-stall-ms (the per-page work cap). */
export const STALL_LIMIT_SIGNAL = 'SIGALRM';
