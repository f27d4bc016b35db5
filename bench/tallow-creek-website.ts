import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticWebsite, type TestWebsite } from '../apps/server/test/test-website.js';

/**
 * A bike shop's website, written for bench:kb's retrieval and answer figures: larger and more
 * varied than the test website, with facts a visitor asks about spread over 15 pages and a PDF.
 * The business: Tallow Creek Cycles. Files live in `fixtures/tallow-creek-cycles/`.
 *
 * | path                              | what it is                                                                 |
 * |-----------------------------------|----------------------------------------------------------------------------|
 * | `/`, `/index.html`                | home (one page, both addresses in the sitemap): brands, trade-in, links    |
 * | `/about.html`                     | opened in 2009, owners, mechanics' training, group ride                    |
 * | `/services/`                      | services overview; pick-up and delivery within 10 miles                    |
 * | `/services/repairs.html`          | turnaround, punctures, brakes, gears, wheels, e-bikes                      |
 * | `/services/bike-fitting.html`     | 90-minute fitting, what to bring, follow-up within 60 days                 |
 * | `/rentals`                        | 301 redirect to `/services/rentals.html` (the menu links here)             |
 * | `/services/rentals.html`          | fleet, weekend rental, helmets and locks included, booking                 |
 * | `/pricing.html`                   | workshop and rental prices as HTML tables, labour rate, Care Plan          |
 * | `/hours.html`                     | shop and workshop hours, holidays, January closure                         |
 * | `/contact.html`                   | 27 Mill Road, phone, email, parking, bus                                   |
 * | `/faq.html`                       | finance, returns, price matching, first check-up, trade-ins, gift cards    |
 * | `/blog/` and three posts          | winter storage, choosing an e-bike, tubeless tires                         |
 * | `/careers.html`                   | mechanic job, pay, staff discount                                          |
 * | `/files/rental-agreement.pdf`     | one-page PDF of Helvetica text lines, written by hand as the test          |
 * |                                   | website's price list is: ID, deposit, late fee, cancellation               |
 * | `/staff/`                         | the alarm code; disallowed by robots.txt, yet listed in the sitemap        |
 * | `/robots.txt`, `/sitemap.xml`     | `{{origin}}` replaced by the server's own origin                           |
 *
 * A crawl keeps 16 documents. The questions asked of it, with the facts a right answer quotes,
 * are in `kb-questions-tallow-creek.json`.
 */
export const TALLOW_CREEK_SECRET = 'alarm code is 5830';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/tallow-creek-cycles');

/** The bike shop's website on loopback, on `port` (a free one by default). */
export function startTallowCreekWebsite(port = 0): Promise<TestWebsite> {
  return startStaticWebsite({ root: ROOT, redirects: { '/rentals': '/services/rentals.html' } }, port);
}
