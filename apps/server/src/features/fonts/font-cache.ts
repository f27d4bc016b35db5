import { AGENCY_FONT_WEIGHTS } from '@agent-platform/core';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.js';
import { createEgress } from '../../platform/egress/egress.js';
import { AppError } from '../../platform/errors.js';
import { fetchFontFile, fetchFontStylesheet } from '../../providers/google-fonts/css2-api.js';
import { rewriteFontStylesheet } from './rewrite-font-stylesheet.js';

export const FONT_NOT_LOADED_MESSAGE = 'This font could not be loaded right now. Please try again later.';

/** At most one stylesheet per shipped family. */
const MAX_STYLESHEETS = 500;
/** Files are tens of kilobytes; this holds every subset of every family an agency is likely to pick. */
const MAX_FILE_BYTES_HELD = 64 * 1024 * 1024;

/**
 * Agency fonts as the font service has them, each asked for once per process: what it answered is
 * kept (stylesheets and files do not change under one address), a failure is not, so the next
 * request asks again. Simultaneous requests for one address share one call.
 */
export interface FontCache {
  /** The family's stylesheet, pointed at our own copies of its files; undefined when the service has no such family. */
  stylesheet(family: string): Promise<string | undefined>;
  /** The file at `path` below FONTS_FILES_URL; undefined when the file host has none there. */
  file(path: string): Promise<Buffer | undefined>;
}

export function createFontCache(config: Pick<Config, 'providers' | 'egressAllow'>, log: FastifyBaseLogger): FontCache {
  const { apiUrl, filesUrl } = config.providers.fonts;
  // The guarded egress, for its size and time caps. The two addresses are the operator's (config),
  // never a user's, so their exact host:port join this client's allowlist: a local font service works too.
  const egress = createEgress({ allow: [...config.egressAllow, hostAndPort(apiUrl), hostAndPort(filesUrl)], log });
  const stylesheets = new LRUCache<string, string>({
    max: MAX_STYLESHEETS,
    fetchMethod: async (family) => {
      const css = await fetchFontStylesheet(egress, apiUrl, family, AGENCY_FONT_WEIGHTS);
      return css === null ? undefined : rewriteFontStylesheet(css, filesUrl);
    },
  });
  const files = new LRUCache<string, Buffer>({
    maxSize: MAX_FILE_BYTES_HELD,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
    fetchMethod: async (path) => (await fetchFontFile(egress, filesUrl, path)) ?? undefined,
  });
  return {
    stylesheet: (family) => inProductWords(stylesheets.fetch(family)),
    file: (path) => inProductWords(files.fetch(path)),
  };
}

/** The font service's own failure (an outage, a timeout, an oversized file) as our 502; its detail is the cause, logged with it. */
async function inProductWords<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    throw new AppError('FONT_SERVICE_FAILED', FONT_NOT_LOADED_MESSAGE, { cause: error });
  }
}

function hostAndPort(address: string): string {
  const url = new URL(address);
  return `${url.hostname.replace(/^\[|\]$/g, '')}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}
