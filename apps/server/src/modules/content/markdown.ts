import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// One parser of our own: no extension another module adds to the global `marked` reaches articles.
const parser = new Marked({ gfm: true, breaks: false, async: false });

/**
 * What an article's HTML may hold: text formatting, lists, tables, code, quotes, links and images.
 * No script, style, iframe, object, form or SVG; no event handler or style attribute; links and
 * images only over http(s) (links also mailto) or a path on this site.
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'em',
    'strong',
    'del',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // External links open without handing the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : attribs,
    }),
  },
};

/** Markdown to HTML that is safe to put in a page as is. */
export function renderMarkdown(markdown: string): string {
  const html = parser.parse(markdown) as string;
  return sanitizeHtml(html, policy);
}
