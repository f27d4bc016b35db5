import { type CssNode, generate, ident, parse, tokenize, tokenTypes, walk } from 'css-tree';

/** Properties that once ran code in old browsers; no stylesheet of ours needs them. */
const SCRIPTING_PROPERTIES = new Set(['behavior', '-moz-binding']);
const IMAGE_SET = /^(-webkit-)?image-set$/;
/** Functions that load the file their string names, as `url()` does with an unquoted address. */
const URL_FUNCTIONS = new Set(['url', 'src']);

export type CustomCssCheck = { css: string } | { refused: string };

/**
 * An agent's `ADVANCED_customCSS`, read with css-tree before the chat frame applies it. Refused,
 * with the reason in words: `@import`, the text `</style`, `expression()`, old scripting
 * properties, and any file from elsewhere (`url()` or `image-set()` to anything but an inline
 * `data:` image), which would tell another site who opened the chat. Names are compared once
 * their CSS escapes are decoded, as browsers read them (`\69mport` is `import`). What passes is
 * served as css-tree writes it again, so the frame never gets text the parser did not understand.
 */
export function checkCustomCss(css: string): CustomCssCheck {
  if (/<\/style/i.test(css)) return { refused: 'Custom CSS cannot contain "</style".' };
  const errors: string[] = [];
  const ast = parse(css, {
    positions: true,
    // Custom properties are parsed too: `var()` puts their value into any other property.
    parseCustomProperty: true,
    onParseError: (error) => errors.push(`${error.message} (line ${(error as { line?: number }).line ?? '?'})`),
  });
  if (errors.length > 0) return { refused: `Custom CSS could not be read: ${errors[0]}` };
  let refused: string | undefined;
  walk(ast, (node: CssNode) => {
    if (!refused) refused = refusalOf(node, node.loc ? ` (line ${node.loc.start.line})` : '');
  });
  if (refused) return { refused };
  const written = generate(ast);
  // Escapes in strings are written out again as plain text.
  if (/<\/style/i.test(written)) return { refused: 'Custom CSS cannot contain "</style".' };
  return { css: written };
}

function refusalOf(node: CssNode, line: string): string | undefined {
  switch (node.type) {
    case 'Atrule':
      if (nameOf(node.name) === 'import') return `@import is not allowed in custom CSS${line}.`;
      return undefined;
    case 'Declaration': {
      const property = nameOf(node.property);
      if (SCRIPTING_PROPERTIES.has(property)) return `The ${property} property is not allowed in custom CSS${line}.`;
      return undefined;
    }
    case 'Url':
      return isInlineImage(node.value) ? undefined : fromElsewhere(`url(${node.value})`, line);
    case 'Function': {
      const name = nameOf(node.name);
      if (name === 'expression') return `expression() is not allowed in custom CSS${line}.`;
      if (!URL_FUNCTIONS.has(name) && !IMAGE_SET.test(name)) return undefined;
      let refusal: string | undefined;
      node.children.forEach((child) => {
        if (refusal) return;
        if (child.type === 'String') {
          if (!isInlineImage(child.value)) refusal = fromElsewhere(child.value, line);
        } else if (URL_FUNCTIONS.has(name)) {
          // `url(var(--x))` and the like: an address built at run time cannot be checked here.
          refusal = `${name}() in custom CSS must name a data: image in quotes${line}.`;
        }
      });
      return refusal;
    }
    case 'Raw':
      return loadsAnything(node.value) ? `Custom CSS could not be read: ${node.value.trim()}${line}.` : undefined;
    default:
      return undefined;
  }
}

/** A name as the browser reads it: escapes decoded, in lower case. */
const nameOf = (name: string) => ident.decode(name).toLowerCase();

const fromElsewhere = (address: string, line: string) =>
  `Custom CSS cannot load files from other addresses: ${address}${line}. Use a data: image instead.`;

/** Text css-tree kept unread: any function, address or at-rule in it could load a file. */
function loadsAnything(raw: string): boolean {
  let loads = false;
  tokenize(raw, (type) => {
    if (type === tokenTypes.Function || type === tokenTypes.Url || type === tokenTypes.AtKeyword) loads = true;
  });
  return loads;
}

const isInlineImage = (value: string) => /^\s*data:image\//i.test(value);
