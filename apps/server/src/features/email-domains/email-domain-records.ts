import type { EmailDomainRecordKind } from '@agent-platform/core';

/** A record the agency publishes: where, and the value we expect there. */
export interface ExpectedRecord {
  kind: EmailDomainRecordKind;
  name: string;
  value: string;
}

/** Reports go nowhere until the agency chooses a policy of its own: `p=none` only asks receivers to check. */
const DMARC_VALUE = 'v=DMARC1; p=none;';

/**
 * The three TXT records of an email domain: SPF on the domain naming the servers our mail leaves
 * from, the DKIM public key at `{selector}._domainkey`, and a DMARC policy at `_dmarc`.
 */
export function emailDomainRecords(
  row: { domain: string; dkimSelector: string; dkimPublicKey: string },
  spfInclude: string,
): ExpectedRecord[] {
  return [
    { kind: 'SPF', name: row.domain, value: `v=spf1 include:${spfInclude} ~all` },
    {
      kind: 'DKIM',
      name: `${row.dkimSelector}._domainkey.${row.domain}`,
      value: `v=DKIM1; k=rsa; p=${row.dkimPublicKey}`,
    },
    { kind: 'DMARC', name: `_dmarc.${row.domain}`, value: DMARC_VALUE },
  ];
}
