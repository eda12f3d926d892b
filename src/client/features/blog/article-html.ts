/** The articles' HTML by id (rendered from Markdown at build time); only the article page loads it. */
const htmlByFile = import.meta.glob<string>('../../../../content/blog/*.md', {
  eager: true,
  import: 'html',
});

export function articleHtml(id: string): string | null {
  const entry = Object.entries(htmlByFile).find(([file]) => file.endsWith(`/${id}.md`));
  return entry ? entry[1] : null;
}
