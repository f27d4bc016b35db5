/**
 * Font names the agency theme accepts (spec 001 §5 "Agency theme"): common Google Fonts families,
 * shipped with the product so the check needs no network. Their files come through our server
 * (agencyFontStylesheetPath).
 */
export const GOOGLE_FONTS = [
  'ABeeZee',
  'Abel',
  'Abril Fatface',
  'Alegreya',
  'Alegreya Sans',
  'Alfa Slab One',
  'Almarai',
  'Amatic SC',
  'Amiri',
  'Anton',
  'Archivo',
  'Archivo Black',
  'Archivo Narrow',
  'Arimo',
  'Arvo',
  'Asap',
  'Assistant',
  'Barlow',
  'Barlow Condensed',
  'Barlow Semi Condensed',
  'Be Vietnam Pro',
  'Bebas Neue',
  'Bitter',
  'Bodoni Moda',
  'Bree Serif',
  'Cabin',
  'Cairo',
  'Caveat',
  'Chakra Petch',
  'Cinzel',
  'Comfortaa',
  'Cormorant',
  'Cormorant Garamond',
  'Crimson Pro',
  'Crimson Text',
  'DM Mono',
  'DM Sans',
  'DM Serif Display',
  'Dancing Script',
  'Domine',
  'Dosis',
  'EB Garamond',
  'Encode Sans',
  'Exo',
  'Exo 2',
  'Figtree',
  'Fira Code',
  'Fira Sans',
  'Fira Sans Condensed',
  'Fjalla One',
  'Fraunces',
  'Heebo',
  'Hind',
  'Hind Siliguri',
  'IBM Plex Mono',
  'IBM Plex Sans',
  'IBM Plex Serif',
  'Inconsolata',
  'Inder',
  'Indie Flower',
  'Inter',
  'Inter Tight',
  'JetBrains Mono',
  'Josefin Sans',
  'Jost',
  'Kalam',
  'Kanit',
  'Karla',
  'Lato',
  'League Spartan',
  'Lexend',
  'Libre Baskerville',
  'Libre Franklin',
  'Lilita One',
  'Lobster',
  'Lora',
  'Manrope',
  'Maven Pro',
  'Merriweather',
  'Merriweather Sans',
  'Montserrat',
  'Montserrat Alternates',
  'Mukta',
  'Mulish',
  'Nanum Gothic',
  'Noto Sans',
  'Noto Sans Arabic',
  'Noto Sans JP',
  'Noto Sans KR',
  'Noto Sans SC',
  'Noto Sans TC',
  'Noto Serif',
  'Nunito',
  'Nunito Sans',
  'Old Standard TT',
  'Open Sans',
  'Oswald',
  'Outfit',
  'Overpass',
  'Oxygen',
  'Pacifico',
  'Permanent Marker',
  'Play',
  'Playfair Display',
  'Plus Jakarta Sans',
  'Poppins',
  'Prompt',
  'Public Sans',
  'Quicksand',
  'Rajdhani',
  'Raleway',
  'Red Hat Display',
  'Red Hat Text',
  'Righteous',
  'Roboto',
  'Roboto Condensed',
  'Roboto Flex',
  'Roboto Mono',
  'Roboto Serif',
  'Roboto Slab',
  'Rubik',
  'Saira',
  'Sarabun',
  'Satisfy',
  'Shadows Into Light',
  'Signika',
  'Slabo 27px',
  'Sora',
  'Source Code Pro',
  'Source Sans 3',
  'Source Serif 4',
  'Space Grotesk',
  'Space Mono',
  'Spectral',
  'Tajawal',
  'Teko',
  'Titillium Web',
  'Ubuntu',
  'Ubuntu Mono',
  'Urbanist',
  'Varela Round',
  'Vollkorn',
  'Work Sans',
  'Yanone Kaffeesatz',
  'Yantramanav',
  'Zilla Slab',
] as const;

/** The word that keeps the page's own font (spec 001 §5). */
export const INHERIT_FONT = 'inherit';

/** Spec 001 §9: the client layer's font when an agency chose none. */
export const DEFAULT_AGENCY_FONT = 'DM Sans';

export const INVALID_FONT_MESSAGE = 'This font name is not a valid one, please double check font name.';

const KNOWN = new Map(GOOGLE_FONTS.map((name) => [name.toLowerCase(), name]));

/** The family as the font service spells it, or 'inherit'; undefined for a name it does not have. */
export function knownFontName(name: string): string | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (key === INHERIT_FONT) return INHERIT_FONT;
  return KNOWN.get(key);
}

/** Spec 001 §9: the weights the client layer loads. */
export const AGENCY_FONT_WEIGHTS = [400, 500, 700] as const;

/**
 * Where the dashboard loads an agency font's stylesheet: from our own server, which fetches it from
 * the font service once and serves the files itself, so a visitor's browser never calls the font
 * service. Null for 'inherit', which loads nothing.
 */
export function agencyFontStylesheetPath(font: string): string | null {
  const name = knownFontName(font);
  if (!name || name === INHERIT_FONT) return null;
  return `/api/fonts/${encodeURIComponent(name)}.css`;
}
