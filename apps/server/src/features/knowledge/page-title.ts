/** The separators sites put between a page's name and their own ("Contact | Larkspur Coffee"). */
const TITLE_SEPARATOR = /\s+[|–—·•»:]\s+|\s+-\s+/;

/**
 * The part of a page's title that names the page rather than the site, for the full-text index:
 * the site's name is in every page's title, so weighting it like a heading would lift every page
 * alike whenever a visitor names the business ("Where is Larkspur Coffee?"), and drown the words
 * that tell the pages apart. Without the site's name (og:site_name), the first part is the page's
 * own, as most sites write "Page | Site". A title that is all site name is kept whole.
 */
export function pageOwnTitle(title: string, siteName?: string | null): string {
  const parts = title
    .split(TITLE_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return title.trim();
  const site = siteName?.trim().toLowerCase();
  if (!site) return parts[0]!;
  const own = parts.filter((part) => part.toLowerCase() !== site);
  return own.length > 0 ? own.join(' ') : title.trim();
}
