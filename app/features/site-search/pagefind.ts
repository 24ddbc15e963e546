/**
 * Pagefind, the static search index written after pre-rendering
 * (server/site-output/search-index.ts). Its script, WebAssembly and index chunks load
 * only when a visitor searches; it picks the index of the page's language
 * from <html lang>.
 */
const PAGEFIND_URL = "/pagefind/pagefind.js";

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (
    query: string,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] }>;
}

export interface SiteSearchResult {
  /** A site path, without the trailing slash Pagefind keeps from index.html files. */
  url: string;
  title: string;
  /** HTML from Pagefind: the page's own text, escaped, with the matched words in <mark>. */
  excerpt: string;
}

let pagefind: Promise<PagefindModule> | undefined;

function loadPagefind(): Promise<PagefindModule> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: PagefindModule) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  // A failed load (offline, say) may be retried by the next search.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, "") : url);

/** The pages matching a query, best first: how many in all, and the first `limit` in full. */
export async function searchSite(
  query: string,
  limit = 10,
): Promise<{ count: number; results: SiteSearchResult[] }> {
  const { search } = await loadPagefind();
  const { results } = await search(query);
  const shown = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {
    count: results.length,
    results: shown.map((data) => ({
      url: withoutTrailingSlash(data.url),
      title: data.meta.title ?? data.url,
      excerpt: data.excerpt,
    })),
  };
}
