import { describe, expect, it } from 'vitest';
import { LogoRefused, prepareLogo, preparePng, prepareSvg } from './logo-input.ts';

const wrap = (body: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"') =>
  `<svg ${root}>${body}</svg>`;

describe('prepareSvg: the logo picture as our renderer makes it', () => {
  it('keeps shapes, paths and gradients, reads the viewBox, renames ids and their links', () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
      <!-- made by the lettering renderer -->
      ${wrap(
        '<title>Hanami</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
          '<g fill="#222"><path d="M0 0L10 10Z" fill="url(#g)"/><circle cx="5" cy="5" r="2"/></g>',
      )}`;
    const logo = prepareSvg(svg, 'logo-');
    expect(logo.viewBox).toEqual([0, 0, 100, 50]);
    expect(logo.inner).toBe(
      '<g><defs><linearGradient id="logo-g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>' +
        '<g fill="#222"><path d="M0 0L10 10Z" fill="url(#logo-g)"/><circle cx="5" cy="5" r="2"/></g></g>',
    );
  });

  it('takes the size from width and height when there is no viewBox', () => {
    expect(
      prepareSvg('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"/>', 'l-').viewBox,
    ).toEqual([0, 0, 400, 200]);
  });

  const hostile: [string, string][] = [
    ['a script', wrap('<script>alert(1)</script>')],
    ['an event handler', wrap('<path d="M0 0" onload="alert(1)"/>')],
    ['an unquoted event handler', wrap('<path d="M0 0" onload=alert(1) />')],
    ['a style attribute', wrap('<path d="M0 0" style="fill:url(https://x.example/a)"/>')],
    ['a style element', wrap('<style>@import url(https://x.example/a.css);</style>')],
    ['an href', wrap('<a href="javascript:alert(1)"><path d="M0 0"/></a>')],
    ['an xlink:href', wrap('<use xlink:href="#a"/>')],
    ['an external image', wrap('<image href="file:///etc/passwd" width="10" height="10"/>')],
    ['a link out of the picture', wrap('<path d="M0 0" fill="url(https://x.example/#a)"/>')],
    ['a javascript url', wrap('<path d="M0 0" fill="url(javascript:alert(1))"/>')],
    [
      'a foreignObject',
      wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ['text', wrap('<text x="0" y="10">Hello</text>')],
    ['loose text', wrap('Hello')],
    ['an entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('<path d="M0 0"/>')}`],
    ['CDATA', wrap('<![CDATA[<script>alert(1)</script>]]>')],
    ['a stylesheet instruction', `<?xml-stylesheet href="https://x.example/a.css"?>${wrap('')}`],
    ['a nested svg', wrap('<svg><path d="M0 0"/></svg>')],
    ['an upper-case script', wrap('<SCRIPT>alert(1)</SCRIPT>')],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g>'],
    ['unbalanced tags', wrap('<g></path>')],
    ['markup after the picture', `${wrap('')}<script>alert(1)</script>`],
    ['another namespace', wrap('', 'xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 1 1"')],
    ['no size', '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>'],
    ['an id with markup', wrap('<path id="a&quot;b" d="M0 0"/>')],
    ['not an SVG', '<html><body>x</body></html>'],
    ['too large', wrap(`<path d="M${'0 0L'.repeat(200_000)}0 0"/>`)],
    ['too many elements', wrap('<g/>'.repeat(2001))],
  ];
  it.each(hostile)('refuses %s', (_what, svg) => {
    expect(() => prepareSvg(svg, 'logo-')).toThrow(LogoRefused);
  });
});

describe('preparePng', () => {
  const png1x1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  it('embeds a PNG as a data: image of its own size', () => {
    const logo = preparePng(png1x1);
    expect(logo.viewBox).toEqual([0, 0, 1, 1]);
    expect(logo.inner).toMatch(
      /^<image width="1" height="1" href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/>$/,
    );
    expect(prepareLogo(png1x1, 'x').inner).toBe(logo.inner);
  });
  it('refuses what is not a PNG, or a PNG of unusable size', () => {
    expect(() => preparePng(Buffer.from('GIF89a................................'))).toThrow(LogoRefused);
    const huge = Buffer.from(png1x1);
    huge.writeUInt32BE(100_000, 16);
    expect(() => preparePng(huge)).toThrow(LogoRefused);
    expect(() => preparePng(Buffer.alloc(5 * 1024 * 1024))).toThrow(LogoRefused);
  });
});
