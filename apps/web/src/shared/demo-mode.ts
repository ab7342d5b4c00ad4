/**
 * Whether card payments go to the built-in test gateway: simulated, nothing charged (ADR 0079).
 * The server writes it into every page it serves (`<meta name="logoya-demo">`), so the demo notice
 * is there on the first paint, with no call. Undefined when the page has no such tag: Vite's dev
 * server serves its own index.html.
 */
export const PAGE_DEMO: boolean | undefined = readPageDemo();

function readPageDemo(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="logoya-demo"]')?.content;
  return content === 'true' ? true : content === 'false' ? false : undefined;
}
