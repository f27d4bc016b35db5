import type { DnsRecord } from '@agent-platform/core';
import type { Mail } from '../../platform/mail/mailer.js';

/** The records to add for a domain, as an email to whoever manages its DNS. */
export function dnsInstructionsMail(to: string, domain: string, records: DnsRecord[], intro: string): Mail {
  const lines = records.map((r) => `${r.type}\t${r.name}\t${r.value}\tTTL: ${r.ttl}`);
  const text = [
    intro,
    '',
    `Add these DNS records for ${domain} at your DNS provider:`,
    '',
    'Type\tName\tValue\tTTL',
    ...lines,
    '',
    'DNS changes can take 24-48 hours to take effect.',
  ].join('\n');
  const cell = (value: string) => `<td style="padding:4px 8px;font-family:monospace">${escapeHtml(value)}</td>`;
  const rows = records.map((r) => `<tr>${[r.type, r.name, r.value, r.ttl].map(cell).join('')}</tr>`).join('');
  const html = `<p>${escapeHtml(intro)}</p><p>Add these DNS records for <b>${escapeHtml(domain)}</b> at your DNS provider:</p><table><tr><th>Type</th><th>Name</th><th>Value</th><th>TTL</th></tr>${rows}</table><p>DNS changes can take 24-48 hours to take effect.</p>`;
  return { to, subject: `DNS records for ${domain}`, text, html };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
