import { WEBSITE_PAGE_TEXT_MAX_CHARS } from '@agent-platform/core';
import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { AnyNode } from 'domhandler';

// Parts of a page that are not its content: code, navigation repeated on every page, hidden bits.
const NOT_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'svg',
  'canvas',
  'nav',
  'footer',
  '[role=navigation]',
  '[role=contentinfo]',
  '[aria-hidden=true]',
  '[hidden]',
].join(',');

const BLOCKS = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figcaption figure form h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table td th tr ul'.split(
    ' ',
  ),
);

/** A page's title and readable text: one line per block, scripts, styles, navigation and footer left out. */
export function pageText(html: string, maxChars = WEBSITE_PAGE_TEXT_MAX_CHARS): { title: string; text: string } {
  const $ = load(html);
  const title = squash($('title').first().text()) || squash($('h1').first().text());
  $(NOT_CONTENT).remove();
  // A header holding the menu is navigation too; a header without one is often the page's hero.
  $('header').each((_, element) => {
    if ($(element).find('a').length > 2) $(element).remove();
  });
  const main = $('main, [role=main]').first();
  const root = main.length > 0 ? main : $('body');
  return { title, text: cut(blockText($, root), maxChars) };
}

function blockText($: CheerioAPI, root: Cheerio<AnyNode>): string {
  const parts: string[] = [];
  const walk = (nodes: Cheerio<AnyNode>) => {
    nodes.contents().each((_, node) => {
      // Line breaks in the markup are spaces; only blocks start new lines.
      if (node.type === 'text') parts.push(node.data.replace(/\s+/g, ' '));
      else if (node.type === 'tag') {
        const block = BLOCKS.has(node.name);
        if (block) parts.push('\n');
        walk($(node));
        if (block) parts.push('\n');
      }
    });
  };
  walk(root);
  return parts.join('').split('\n').map(squash).filter(Boolean).join('\n');
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary so the last word is never half a word. */
function cut(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const slice = text.slice(0, maxChars);
  const lastSpace = slice.search(/\s\S*$/);
  return (lastSpace > maxChars * 0.8 ? slice.slice(0, lastSpace) : slice).trimEnd();
}
