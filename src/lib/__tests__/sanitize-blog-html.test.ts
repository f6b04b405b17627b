import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml as sanitizeOnDisplay } from '@/lib/sanitize-blog-html';
import { sanitizeBlogHtml as sanitizeOnWrite } from '../../../server/lib/sanitize-blog-html';

/** The two sanitisers serialise differently (`<br />` against `<br>`): compare the trees a browser builds. */
function asBrowserParsesIt(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const BODIES: Record<string, string> = {
  'formatting, headings and lists':
    '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr><p>a<br>b</p>',
  'a table with spans':
    '<table><thead><tr><th scope="col" colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="1">Cell</td></tr></tbody></table>',
  'links, kept and dropped':
    '<a href="https://example.org" title="t">ok</a> <a href="mailto:a@b.ng">mail</a> <a href="/blog/1">relative</a> <a href="javascript:alert(1)">js</a> <a href="//evil.test/x">protocol-relative</a> <a href="data:text/html,x">data</a>',
  'a link to a new tab':
    '<a href="https://example.org" target="_blank">new tab</a><a href="https://example.org" target="_blank" rel="opener">rel replaced</a>',
  images:
    '<img src="https://example.org/a.png" alt="A" width="10" height="10" loading="lazy"><img src="data:image/png;base64,AAAA" alt="data"><img src="http://x/y.png" onerror="alert(1)">',
  'tags outside the list':
    '<div>div text</div><section><p>inside section</p></section><font color="red">font</font><h1>h1 text</h1><video>video text</video><details><summary>sum</summary>det</details>',
  'tags dropped with their text':
    '<p>before</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.test">frame</iframe><textarea>typed</textarea><select><option>opt</option></select><noscript>ns</noscript><template>tpl</template><p>after</p>',
  'attributes outside the list':
    '<p style="color:red" class="x" id="y" onclick="steal()" data-x="1" aria-label="l">text</p><span title="no">span</span><td colspan="2">stray cell</td>',
  'forms and embeds':
    '<form action="/x"><input value="v"><button>press</button></form><object data="x">obj</object><embed src="x">',
};

describe('one sanitising policy (contract/blog-html-policy.ts)', () => {
  it.each(Object.entries(BODIES))(
    'the preview and the article show what the server stores: %s',
    (_name, body) => {
      const stored = sanitizeOnWrite(body);
      expect(asBrowserParsesIt(sanitizeOnDisplay(body))).toBe(asBrowserParsesIt(stored));
      // Showing a stored body again changes nothing.
      expect(asBrowserParsesIt(sanitizeOnDisplay(stored))).toBe(asBrowserParsesIt(stored));
    },
  );

  it('keeps what the list allows and drops the rest', () => {
    const shown = sanitizeOnDisplay(
      '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://example.org" target="_blank">t</a>',
    );
    expect(shown).toBe(
      '<p>Hi <strong>there</strong></p><a>x</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">t</a>',
    );
  });
});
