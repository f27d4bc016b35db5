import { type CssNode, generate, parse, walk } from 'css-tree';

/** Properties that once ran code in old browsers; no stylesheet of ours needs them. */
const SCRIPTING_PROPERTIES = new Set(['behavior', '-moz-binding']);
const IMAGE_SET = /^(-webkit-)?image-set$/i;

export type CustomCssCheck = { css: string } | { refused: string };

/**
 * An agent's `ADVANCED_customCSS`, read with css-tree before the chat frame applies it. Refused,
 * with the reason in words: `@import`, the text `</style`, `expression()`, old scripting
 * properties, and any file from elsewhere (`url()` or `image-set()` to anything but an inline
 * `data:` image), which would tell another site who opened the chat. What passes is served as
 * css-tree writes it again, so the frame never gets text the parser did not understand.
 */
export function checkCustomCss(css: string): CustomCssCheck {
  if (/<\/style/i.test(css)) return { refused: 'Custom CSS cannot contain "</style".' };
  const errors: string[] = [];
  const ast = parse(css, {
    positions: true,
    onParseError: (error) => errors.push(`${error.message} (line ${(error as { line?: number }).line ?? '?'})`),
  });
  if (errors.length > 0) return { refused: `Custom CSS could not be read: ${errors[0]}` };
  let refused: string | undefined;
  walk(ast, (node: CssNode) => {
    if (refused) return;
    const line = node.loc ? ` (line ${node.loc.start.line})` : '';
    if (node.type === 'Atrule' && node.name.toLowerCase() === 'import') {
      refused = `@import is not allowed in custom CSS${line}.`;
    } else if (node.type === 'Function' && node.name.toLowerCase() === 'expression') {
      refused = `expression() is not allowed in custom CSS${line}.`;
    } else if (node.type === 'Declaration' && SCRIPTING_PROPERTIES.has(node.property.toLowerCase())) {
      refused = `The ${node.property} property is not allowed in custom CSS${line}.`;
    } else if (node.type === 'Url' && !isInlineImage(node.value)) {
      refused = `Custom CSS cannot load files from other addresses: url(${node.value})${line}. Use a data: image instead.`;
    } else if (node.type === 'Function' && IMAGE_SET.test(node.name)) {
      node.children.forEach((child) => {
        if (!refused && child.type === 'String' && !isInlineImage(child.value)) {
          refused = `Custom CSS cannot load files from other addresses: ${child.value}${line}. Use a data: image instead.`;
        }
      });
    }
  });
  return refused ? { refused } : { css: generate(ast) };
}

const isInlineImage = (value: string) => /^\s*data:image\//i.test(value);
