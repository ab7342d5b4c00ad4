import { describe, expect, it } from 'vitest';
import { demoLogo } from '../../../db/seed/demo-data.ts';
import { demoLayoutFor } from '../../../db/seed/demo-layout.ts';
import { unsafeSvg } from './mark-intake.ts';

/** The SVG mark rule (ADR 0098): drawing passes, anything that runs or loads is refused. */
describe('unsafeSvg', () => {
  it('passes plain drawing, gradients by #id and the demo marks', () => {
    expect(
      unsafeSvg(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><use xlink:href="#p"/><path id="p" d="M0 0h9" fill="url(#g)" opacity=".5"/></svg>',
      ),
    ).toBeNull();
    for (let index = 0; index < 40; index++) {
      const { markSvg } = demoLayoutFor({ index, art: demoLogo(index).art });
      expect(unsafeSvg(markSvg), `demo ${index}`).toBeNull();
    }
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event attribute', '<svg onload="x()"></svg>'],
    ['an event attribute without a space', '<svg><rect/onclick="x()"/></svg>'],
    ['foreignObject', '<svg><foreignObject/></svg>'],
    ['a DOCTYPE', '<!DOCTYPE svg><svg></svg>'],
    ['an entity', '<!ENTITY a "b"><svg></svg>'],
    ['an outside href', '<svg><image href="https://x.test/a.png"/></svg>'],
    ['an outside xlink:href', "<svg><use xlink:href='other.svg#a'/></svg>"],
    ['an outside url()', '<svg><rect fill="url(https://x.test/#a)"/></svg>'],
    ['a data: href', '<svg><image href="data:image/svg+xml;base64,AAAA"/></svg>'],
    ['an @import', '<svg><style>@import "x.css";</style></svg>'],
    ['javascript:', '<svg><a href="javascript:x()"/></svg>'],
    ['an animation setting an attribute', '<svg><set attributeName="href" to="javascript:x()"/></svg>'],
    ['an iframe', '<svg><iframe/></svg>'],
    ['no svg at all', '<html><body></body></html>'],
  ])('refuses %s', (_, text) => {
    expect(unsafeSvg(text)).not.toBeNull();
  });
});
