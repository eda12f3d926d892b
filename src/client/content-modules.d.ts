/** Modules produced at build time by scripts/vite-plugin-content.ts. */
declare module '*.md' {
  export const meta: {
    slug: string;
    readingMinutes: number;
    headings: { id: string; text: string }[];
    [key: string]: unknown;
  };
  export const html: string;
}

declare module '*labs.json?summary' {
  import type { DirectorySummary } from '@shared/directory';
  const summary: DirectorySummary;
  export default summary;
}
