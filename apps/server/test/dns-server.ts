import dns2 from 'dns2';

const { Packet } = dns2;
type RecordType = 'A' | 'CNAME' | 'TXT';

/** DNS puts at most 255 bytes in one TXT character-string: a longer record (a DKIM key) is split. */
function txtStrings(value: string): string[] {
  const strings: string[] = [];
  for (let i = 0; i < value.length; i += 255) strings.push(value.slice(i, i + 255));
  return strings.length > 0 ? strings : [''];
}

/**
 * A DNS server on loopback for domain checks: tests publish and withdraw records while the
 * server answers, as a registrar's DNS would. Point the app at it with DNS_SERVERS=`address`.
 */
export async function startDnsServer() {
  const zone = new Map<string, string[]>();
  const key = (name: string, type: RecordType) => `${type} ${name.toLowerCase().replace(/\.$/, '')}`;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      // The typings want a parsed Resource; the encoder takes these plain fields.
      const answer = (record: object) => response.answers.push(record as (typeof response.answers)[number]);
      for (const question of request.questions) {
        for (const type of ['A', 'CNAME', 'TXT'] as const) {
          if (question.type !== Packet.TYPE[type]) continue;
          for (const value of zone.get(key(question.name, type)) ?? []) {
            const base = { name: question.name, type: Packet.TYPE[type], class: Packet.CLASS.IN, ttl: 1 };
            if (type === 'A') answer({ ...base, address: value });
            if (type === 'CNAME') answer({ ...base, domain: value });
            if (type === 'TXT') answer({ ...base, data: txtStrings(value) });
          }
        }
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const udp = server.addresses().udp;
  if (!udp) throw new Error('the test DNS server did not open its UDP port');
  const { port } = udp;
  return {
    /** For DNS_SERVERS. */
    address: `127.0.0.1:${port}`,
    /** Publishes `values` as the records of this name and type, replacing what was there. */
    publish(name: string, type: RecordType, values: string[]) {
      zone.set(key(name, type), values);
    },
    withdraw(name: string, type: RecordType) {
      zone.delete(key(name, type));
    },
    close: () => server.close(),
  };
}
