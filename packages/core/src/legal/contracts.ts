import { z } from 'zod';

/** Spec 001 §2: the public legal pages, by their path under /legal, with the title each shows when its file has none. */
export const LEGAL_PAGES = {
  about: 'About',
  'tixae-privacy-policy': 'Privacy Policy',
  tos: 'Terms of Service',
  'refund-policy': 'Refund Policy',
  'cookie-policy': 'Cookie Policy',
  contact: 'Contact',
  gdpr: 'GDPR',
} as const;
export type LegalPageName = keyof typeof LEGAL_PAGES;
export const ZLegalPageName = z.enum(Object.keys(LEGAL_PAGES) as [LegalPageName, ...LegalPageName[]]);

/** A legal page as the operator wrote it: Markdown, rendered by the dashboard without raw HTML. */
export const ZLegalPage = z.object({ page: ZLegalPageName, title: z.string(), markdown: z.string() });
export type LegalPage = z.infer<typeof ZLegalPage>;
