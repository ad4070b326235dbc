import { readdir, readFile } from 'node:fs/promises';
import MiniSearch from 'minisearch';
import type { Article, ArticleSummary } from '@cuentas/shared/schemas/support';
import { foldAccents } from '@cuentas/shared/text';

/** The help centre's articles live in the repository as Markdown (docs/help/NN-slug.md). */
export const helpDir = new URL('../../../../../docs/help/', import.meta.url);

type HelpCentre = { articles: Article[]; bySlug: Map<string, Article>; index: MiniSearch<Article & { text: string }> };

/** Lower case without accents, so "tarifa" finds "Tarifá" and "configuracion" finds "configuración". */
export const foldTerm = foldAccents;

/**
 * The title is the file's first "# " heading and the summary its first paragraph, so an article
 * is plain Markdown that reads well on GitHub too. The number prefix orders the list.
 */
export function parseArticle(fileName: string, markdown: string): Article {
  const slug = fileName.replace(/^\d+-/, '').replace(/\.md$/, '');
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const titleAt = lines.findIndex((line) => line.startsWith('# '));
  const title = titleAt >= 0 ? lines[titleAt]!.slice(2).trim() : slug;
  const body = lines.slice(titleAt + 1);
  const start = body.findIndex((line) => line.trim() !== '');
  const end = body.findIndex((line, i) => i > start && line.trim() === '');
  const summary =
    start >= 0
      ? body
          .slice(start, end < 0 ? undefined : end)
          .join(' ')
          .replace(/[*_`]/g, '')
          .trim()
      : '';
  return { slug, title, summary, markdown: body.join('\n').trim() };
}

async function loadHelpCentre(dir: URL): Promise<HelpCentre> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const articles = await Promise.all(
    files.map(async (name) => parseArticle(name, await readFile(new URL(name, dir), 'utf8'))),
  );
  const index = new MiniSearch<Article & { text: string }>({
    idField: 'slug',
    fields: ['title', 'summary', 'text'],
    storeFields: [],
    processTerm: foldTerm,
    searchOptions: { boost: { title: 3, summary: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(articles.map((article) => ({ ...article, text: article.markdown })));
  return { articles, bySlug: new Map(articles.map((article) => [article.slug, article])), index };
}

let loaded: Promise<HelpCentre> | undefined;
/** Read once per process, at the first request: the files change only with a deploy. */
export function helpCentre(dir: URL = helpDir): Promise<HelpCentre> {
  if (dir !== helpDir) return loadHelpCentre(dir);
  loaded ??= loadHelpCentre(dir).catch((err: unknown) => {
    loaded = undefined;
    throw err;
  });
  return loaded;
}

const summaryOf = ({ slug, title, summary }: Article): ArticleSummary => ({ slug, title, summary });

export async function listArticles(query: string | undefined): Promise<ArticleSummary[]> {
  const centre = await helpCentre();
  const q = query?.trim();
  if (!q) return centre.articles.map(summaryOf);
  return centre.index.search(q).map((hit) => summaryOf(centre.bySlug.get(String(hit.id))!));
}

export async function getArticle(slug: string): Promise<Article | undefined> {
  return (await helpCentre()).bySlug.get(slug);
}
