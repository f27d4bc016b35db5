import type { Config } from '../../config.js';
import type { Egress } from '../../platform/egress/egress.js';

/** A page answers well within this; a slow proxy still making its certificate counts as not live yet. */
const PROBE_TIMEOUT_MS = 8000;

/**
 * Whether an agency domain answers: its page over HTTPS (AGENCY_DOMAIN_CHECK_SCHEME/PORT), through
 * the guarded egress like every call to a name someone else controls. 200 means live (spec 000 §7).
 */
export async function probeAgencyDomain(
  egress: Egress,
  config: Pick<Config, 'agencyDomains'>,
  domain: string,
): Promise<{ live: boolean; status: number | null }> {
  const { checkScheme, checkPort } = config.agencyDomains;
  const url = `${checkScheme}://${domain}${checkPort ? `:${checkPort}` : ''}/`;
  try {
    const answer = await egress(url, { timeoutMs: PROBE_TIMEOUT_MS, maxBytes: 256 * 1024 });
    return { live: answer.status === 200, status: answer.status };
  } catch {
    return { live: false, status: null };
  }
}
