// Each page's stylesheet cut to the rules that can match it (src/lib/build/page-css.ts): a rule stays
// when the page's HTML or the code it runs can carry what its selector requires.
import { describe, expect, it } from 'vitest';
import {
  decodeAttribute,
  htmlVocabulary,
  namesClass,
  pruneCss,
  pruneCustomProperties,
  readCustomProperties,
  type PageVocabulary,
} from '../../src/lib/build/page-css';

const page = (html: string, scriptText = ''): PageVocabulary => {
  const { props, ...names } = htmlVocabulary(html);
  return { ...names, scriptText: [props, scriptText].join('\n') };
};
const kept = (css: string, vocabulary: PageVocabulary) => pruneCss(css, vocabulary);

describe('htmlVocabulary', () => {
  it("reads classes, ids and attribute names as the browser does, not scripts' or comments' text", () => {
    const html = `<!-- <p class="commented"> --><div id="a" class="x [[aria-expanded=true]&gt;&amp;]:rotate-180  y" data-open hidden>
      <script>var s = '<p class="in-script">';</script><astro-island props="{&quot;cls&quot;:&quot;from-props&quot;}"></astro-island>`;
    const names = htmlVocabulary(html);
    expect([...names.classes]).toEqual(['x', '[[aria-expanded=true]>&]:rotate-180', 'y']);
    expect([...names.ids]).toEqual(['a']);
    expect([...names.attributes]).toEqual(['id', 'class', 'data-open', 'hidden', 'props']);
    expect(names.props).toBe('{"cls":"from-props"}');
  });

  it('decodes character references', () => {
    expect(decodeAttribute('a&amp;b &lt;&gt; &quot;&#39;&#x27; &unknown;')).toBe(`a&b <> "'' &unknown;`);
  });
});

describe('pruneCss', () => {
  const css =
    '.used{color:red}.unused{color:blue}.a .b{x:1}.a .gone{x:2}#main{x:3}#nope{x:4}' +
    '[data-solid] .used{x:5}[data-never]{x:6}details[open]{x:7}.used:hover{x:8}' +
    '@media (min-width:64rem){.unused{x:9}.used{x:10}}html:not(.js) .used{x:11}:where(.dark,.dark *) .used{x:12}' +
    '.used,.unused{x:13}.\\[\\[aria-expanded\\=true\\]\\>\\&\\]\\:rotate-180{rotate:180deg}' +
    '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.used{animation:spin 1s}';
  const html =
    '<html><body><main id="main"><p class="used a"><span class="b [[aria-expanded=true]&gt;&amp;]:rotate-180">x</span></p>' +
    '<details><summary>More</summary></details></main></body></html>';

  it('keeps the rules whose classes, ids and data-/aria- attributes the page carries, and no other', () => {
    expect(kept(css, page(html))).toBe(
      '.used{color:red}.a .b{x:1}#main{x:3}details[open]{x:7}.used:hover{x:8}' +
        '@media (min-width:64rem){.used{x:10}}html:not(.js) .used{x:11}:where(.dark,.dark *) .used{x:12}' +
        '.used{x:13}.\\[\\[aria-expanded\\=true\\]\\>\\&\\]\\:rotate-180{rotate:180deg}' +
        '@keyframes spin{to{rotate:1turn}}.used{animation:spin 1s}',
    );
  });

  it("keeps what the page's scripts can add: classes, attributes and ids named in their text", () => {
    const scripts = "el.classList.add('unused');header.toggleAttribute('data-solid', y > 20);";
    const out = kept(css, page(html, scripts));
    expect(out).toContain('.unused{color:blue}');
    expect(out).toContain('@media (min-width:64rem){.unused{x:9}.used{x:10}}');
    expect(out).toContain('[data-solid] .used{x:5}');
    expect(out).toContain('.used,.unused{x:13}');
    expect(out).not.toContain('[data-never]');
    expect(out).not.toContain('#nope');
  });

  it('drops a rule whose class a script has only inside a word or a longer name', () => {
    const words = 'typeof s==="string";var stable=[].filter(Boolean);el.classList.add("ring-offset-2")';
    expect(kept('.ring{x:1}.table{x:2}.filter{x:3}.used{x:4}', page(html, words))).toBe('.used{x:4}');
  });

  it('keeps keyframes a script animates by name, drops the rest', () => {
    expect(kept('@keyframes fade{to{opacity:0}}', page('', "el.style.animationName = 'fade'"))).toBe(
      '@keyframes fade{to{opacity:0}}',
    );
    expect(kept('@keyframes fade{to{opacity:0}}', page(''))).toBe('');
  });
});

describe('namesClass', () => {
  it.each([
    ['el.classList.add("ring")', 'ring'],
    ["cls = 'flex rotate-180 size-5'", 'rotate-180'],
    ['jsx("svg",{className:`size-5 ${x}`})', 'size-5'],
    ['`${base} rounded`', 'rounded'],
    ['`${open}group-open/faq:rotate-180`', 'group-open/faq:rotate-180'],
  ])('%s names %s', (text, name) => expect(namesClass(text, name)).toBe(true));

  it.each([
    ['typeof s==="string"', 'ring'],
    ['var stable=1', 'table'],
    ['a.filter(Boolean)', 'filter'],
    ['"transition-transform"', 'transition'],
    ['"hover:ring"', 'ring'],
    ['position:"static"', 'stat'],
  ])('%s does not name %s', (text, name) => expect(namesClass(text, name)).toBe(false));
});

describe('element names', () => {
  it('keeps rules for elements the page has or a script creates, drops the rest', () => {
    const css = 'table{x:1}abbr:where([title]){x:2}iframe{x:3}p,sub{x:4}::file-selector-button{x:5}';
    expect(pruneCss(css, page('<p>Hi</p>', 'jsx("iframe",{src:u})'))).toBe('iframe{x:3}p{x:4}');
  });

  it("keeps an element's rule for a script that creates it, not for the word in a script", () => {
    const css = 'code,pre{x:1}table{x:2}sub{x:3}ol{x:4}';
    const words = 'if(e.code==="Enter")pre=1;var table=[];const sub="a"';
    expect(pruneCss(css, page('<p>Hi</p>', words))).toBe('');
    expect(pruneCss(css, page('<p>Hi</p>', 'document.createElement("table")'))).toBe('table{x:2}');
    expect(pruneCss(css, page('<p>Hi</p>', 'el.innerHTML="<sub>2</sub>"'))).toBe('sub{x:3}');
    expect(pruneCss(css, page('<p>Hi</p>', 'return <ol className="list">{items}</ol>'))).toBe('ol{x:4}');
    expect(pruneCss(css, page('<p>Hi</p>', '(0,r.jsxs)(`pre`,{children:[a]})'))).toBe('pre{x:1}');
  });

  it("keeps a form control's own parts only where the page has the control or a script renders one", () => {
    const css =
      '::-webkit-datetime-edit-year-field{x:1}::-webkit-date-and-time-value{x:2}::file-selector-button{x:3}' +
      '::-webkit-inner-spin-button{x:4}::-webkit-search-decoration{x:5}::placeholder{x:6}' +
      ':not(input)::before{x:7}button,input:where([type=submit]){x:8}';
    const all = ['x:1', 'x:2', 'x:3', 'x:4', 'x:5', 'x:6', 'x:7', 'x:8'];
    const values = (out: string) => [...out.matchAll(/x:\d/g)].map(([v]) => v);
    // "input" as an event's name is no input element.
    const none = page('<p>Hi</p>', 'addEventListener("input",e=>{});var E=["keydown","input"]');
    expect(values(pruneCss(css, none))).toEqual(['x:7']);
    expect(values(pruneCss(css, page('<form><input name="q"></form>')))).toEqual(all);
    expect(values(pruneCss(css, page('<p>Hi</p>', '(0,J.jsx)(`input`,{id:`contact-name`})')))).toEqual(all);
    expect(values(pruneCss(css, page('<textarea></textarea>')))).toEqual(['x:6', 'x:7']);
  });
});

describe('pruneCustomProperties', () => {
  it('drops the custom properties nothing reads, and their registrations', () => {
    const css =
      ':root{--used:red;--unused:blue;--by-script:1px}.a{color:var(--used);--tw-shadow:0 0 var(--tw-shadow-color)}' +
      '@property --tw-shadow-color{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}';
    const read = readCustomProperties(css + '<p style="margin:var(--tw-shadow)">');
    expect(pruneCustomProperties(css, read, "el.style.setProperty('--by-script', '2px')")).toBe(
      ':root{--used:red;--by-script:1px}.a{color:var(--used);--tw-shadow:0 0 var(--tw-shadow-color)}' +
        '@property --tw-shadow-color{syntax:"*";inherits:false}',
    );
  });
});
