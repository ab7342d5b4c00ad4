/**
 * The first answers the server wrote into the page (apps/server modules/web/initial-data.ts): a
 * JSON data block, `<script type="application/json" id="logoya-initial">`, never run (so the
 * Content-Security-Policy allows it), with the answers of the calls the first view makes, keyed by
 * their API URL. Queries of the first render read them as their initial data, and the API client
 * takes what no query read, once; after the first render has been committed the answers are
 * dropped, so later calls (another page, a refetch) ask the API as usual.
 */

export const INITIAL_ANSWERS_ID = 'logoya-initial';

interface Block {
  locale: string;
  answers: Map<string, unknown>;
}

/** The same call whatever the order or the encoding of its query ("1,3" or "1%2C3"). */
export function callKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = [...new URLSearchParams(url.slice(at + 1))].sort(([a, x], [b, y]) =>
    a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
  );
  return params.length > 0 ? `${url.slice(0, at)}?${new URLSearchParams(params)}` : url.slice(0, at);
}

export function parseBlock(text: string): Block | null {
  try {
    const value = JSON.parse(text) as { locale?: unknown; answers?: unknown };
    if (typeof value.locale !== 'string' || typeof value.answers !== 'object' || value.answers === null)
      return null;
    const answers = new Map<string, unknown>();
    for (const [url, answer] of Object.entries(value.answers)) answers.set(callKey(url), answer);
    return { locale: value.locale, answers };
  } catch {
    return null;
  }
}

let block: Block | null | undefined;

function readBlock(): Block | null {
  if (block !== undefined) return block;
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ID);
  block = element?.textContent ? parseBlock(element.textContent) : null;
  // Read once: the page keeps no copy of answers that later calls must ask for afresh.
  element?.remove();
  return block;
}

/**
 * The page's answer to a GET of `url` in `locale`; undefined when the page has none (or they were
 * dropped). A call without a locale (language-neutral lists) takes it whatever the page's. Read
 * without taking it: React may start the first render over (a store changing while it renders),
 * and the second try must find it again.
 */
export function peekInitialAnswer(url: string, locale: string | undefined): unknown {
  const page = readBlock();
  if (!page || (locale !== undefined && locale !== page.locale)) return undefined;
  return page.answers.get(callKey(url));
}

/** The page's answer to a GET, taken: a second call for the same URL asks the API. */
export function takeInitialAnswer(url: string, locale: string | undefined): unknown {
  const answer = peekInitialAnswer(url, locale);
  if (answer !== undefined) readBlock()?.answers.delete(callKey(url));
  return answer;
}

/** Once the first render is on screen: what was not used is stale from now on. */
export function dropInitialAnswers(): void {
  readBlock()?.answers.clear();
}
