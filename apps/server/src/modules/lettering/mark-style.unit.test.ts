import { describe, expect, it } from 'vitest';
import { scopedCss, scopedStyles } from './mark-style.ts';

describe('a mark’s style sheets scoped to the mark (ADR 0120)', () => {
  it('puts every selector of a plain style sheet under the scope, keeping the declarations', () => {
    expect(
      scopedCss('.cls-1{fill:#231f20;}.cls-2,.cls-3{fill:none;stroke:#000;stroke-width:2px;}', 's'),
    ).toBe('#s .cls-1{fill:#231f20;}#s .cls-2,#s .cls-3{fill:none;stroke:#000;stroke-width:2px;}');
    expect(scopedCss('<![CDATA[\n  g > path.a#b ,\n *  rect {fill:url(#grad)} /* c */ ]]>', 's')).toBe(
      '#s g>path.a#b,#s * rect{fill:url(#grad)}',
    );
    expect(scopedCss('  ', 's')).toBe('');
  });

  it('refuses what it cannot read or what could leave the mark', () => {
    const refused = {
      'an at-rule': '@font-face{font-family:x}',
      'a nested block': '@media print{path{fill:red}}',
      'an attribute selector': 'path[fill]{fill:red}',
      'a pseudo-class': 'path:hover{fill:red}',
      'a sibling combinator': 'a + b{fill:red}',
      'an outside reference': 'path{fill:url(https://example.com/x.svg#a)}',
      'an unclosed rule': 'path{fill:red',
      'an unclosed comment': 'path{fill:red}/* ',
      markup: 'path{fill:red}</style><script>1</script>',
      'an entity': 'path{fill:&quot;}',
      'an escape': 'p\\61th{fill:red}',
      'an empty selector': '{fill:red}',
      'a stray brace': 'path{fill:red}}',
    };
    for (const [why, css] of Object.entries(refused)) expect(scopedCss(css, 's'), why).toBeNull();
    expect(scopedCss(`${'a,'.repeat(40_000)}a{fill:red}`, 's')).toBeNull();
  });

  it('rewrites each style element in place, drops empty ones, and says whether there was any', () => {
    expect(
      scopedStyles('<defs><style type="text/css">.a{fill:red}</style></defs><path class="a"/>', 's'),
    ).toEqual({
      body: '<defs><style>#s .a{fill:red}</style></defs><path class="a"/>',
      changed: true,
    });
    expect(scopedStyles('<style/><path/>', 's')).toEqual({ body: '<path/>', changed: true });
    expect(scopedStyles('<path style="fill:red"/>', 's')).toEqual({
      body: '<path style="fill:red"/>',
      changed: false,
    });
    for (const body of [
      '<style>.a{fill:red}',
      '<style media="print">.a{}</style>',
      '< style>.a{}</style>',
      '<Style>.a{}</Style>',
    ]) {
      expect(scopedStyles(body, 's'), body).toBeNull();
    }
  });

  it('reads long runs at once (no pattern that backtracks)', () => {
    const spaces = ' '.repeat(20_000);
    expect(scopedCss(`a${spaces}>${spaces}b{fill:red}`, 's')).toBeNull(); // over the selector bound
    const css = `${spaces}.a${' '.repeat(500)}b{fill:red}${spaces}`;
    expect(scopedCss(css, 's')).toBe('#s .a b{fill:red}');
  });
});
