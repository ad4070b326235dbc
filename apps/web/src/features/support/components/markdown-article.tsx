import Markdown from 'react-markdown';
import classes from './markdown-article.module.css';

/**
 * The article's Markdown as React elements: raw HTML in the source is dropped (skipHtml) and
 * react-markdown's URL filter removes javascript: links, so nothing is injected into the page
 * and the strict CSP holds (no inline scripts or styles).
 */
export function MarkdownArticle({ markdown }: { markdown: string }) {
  return (
    <div className={classes.article}>
      <Markdown skipHtml>{markdown}</Markdown>
    </div>
  );
}
