import { describe, expect, it } from 'vitest';
import { NOT_BUILT } from '../web/index.ts';
import { type HeadData, pageTemplate, scriptJson } from './head-html.ts';
import { robotsTxt } from './sitemap.ts';

const head: HeadData = {
  lang: 'ja',
  title: 'Logoyaについて | Logoya',
  shareTitle: 'Logoyaについて',
  description: 'A "quoted" <description> & more',
  noindex: false,
  canonical: 'https://x.test/ja/about',
  alternates: [{ hreflang: 'en', href: 'https://x.test/en/about' }],
  share: null,
  twitterCard: 'summary',
  jsonLd: [],
};

describe('pageTemplate', () => {
  it('writes the head into the page shown before the web app is built', () => {
    const html = pageTemplate(NOT_BUILT, '<meta name="logoya-admin-prefix" content="admin">')(head);
    expect(html).toContain('<html lang="ja">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Logoyaについて | Logoya</title>');
    expect(html).toContain(
      '<meta name="description" content="A &quot;quoted&quot; &lt;description&gt; &amp; more">',
    );
    expect(html).toContain('<link rel="canonical" href="https://x.test/ja/about">');
    expect(html).toContain('<meta name="logoya-admin-prefix" content="admin">');
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('The web app is not built yet.');
  });

  it('keeps other attributes of the html element and copes with a page without one', () => {
    const html = pageTemplate(
      '<html class="h" lang=en data-x="1"><head></head><body></body></html>',
      '',
    )(head);
    expect(html).toMatch(/^<html lang="ja" class="h" data-x="1"><head><title>/);
    expect(pageTemplate('<head></head>', '')(head)).toMatch(/^<head><title>/);
  });
});

describe('scriptJson', () => {
  it('cannot end a script element', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>&\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>&\u2028');
  });
});

describe('robotsTxt', () => {
  it('follows the configured back-office prefix', () => {
    const text = robotsTxt('https://x.test', 'staff-room');
    expect(text).toContain('Disallow: /staff-room/\n');
    expect(text).toContain('Sitemap: https://x.test/sitemap.xml\n');
  });
});
