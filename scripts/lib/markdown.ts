import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

/** Markdown → sanitized HTML at build time (GFM; raw HTML, scripts, event handlers and javascript: links removed). */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}
