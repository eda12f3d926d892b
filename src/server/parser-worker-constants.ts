/** Shared by the parser pool and its child: the exit code of a child over its memory ceiling. */
export const MEMORY_EXIT_CODE = 70;
