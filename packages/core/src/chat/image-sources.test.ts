import { describe, expect, it } from 'vitest';
import { agentImageCspSources, agentImageSources, type ImageSources, isAllowedImage } from './image-sources.js';

const sources: ImageSources = {
  ownOrigins: ['https://app.example'],
  ...agentImageSources({
    roundedImageURL: 'https://media.brand.example/avatar.png',
    chatBgURL: '',
    bannerImageURL: 'not an address',
    allowedImageHosts: ['cdn.shop.example', '*.pics.example', 'localhost:8080'],
  }),
};

describe('isAllowedImage', () => {
  it.each([
    ['our own chat files', 'https://app.example/api/na/public/files/f_123'],
    ['our own origin written with its default port', 'HTTPS://APP.example:443/widget/mug.png'],
    ['our own origin written with a padded default port', 'https://app.example:0443/widget/mug.png'],
    ["the agent's own picture", 'https://media.brand.example/avatar.png'],
    ['an allowed host', 'https://cdn.shop.example/mug.png?size=2'],
    ['a subdomain of an allowed *. host', 'https://eu.pics.example/a.png'],
    ['an allowed host with its port', 'http://localhost:8080/a.png'],
  ])('shows %s', (_, address) => {
    expect(isAllowedImage(address, sources)).toBe(true);
  });

  it.each([
    ['any other site', 'https://tracker.example/p.gif?chat=secret'],
    ["another picture on the agent picture's host", 'https://media.brand.example/other.png'],
    ['the apex of a *. host', 'https://pics.example/a.png'],
    ['an allowed host on another port', 'https://cdn.shop.example:8443/a.png'],
    ['an allowed host name without its port', 'http://localhost/a.png'],
    ['a host that only ends like an allowed one', 'https://evilcdn.shop.example.attacker.example/a.png'],
    ['user info naming an allowed host', 'https://cdn.shop.example@tracker.example/p.gif'],
    ['a backslash browsers read as a slash', 'https://tracker.example\\@cdn.shop.example/p.gif'],
    ['an escaped host', 'https://%63dn.shop.example/p.gif'],
    ['our own path on another site', 'https://tracker.example/api/na/public/files/f_123'],
    ['a protocol-relative address', '//tracker.example/p.gif'],
    ['a relative address', '/api/na/public/files/f_123'],
    ['another scheme', 'ftp://cdn.shop.example/a.png'],
    ['an empty address', ''],
  ])('refuses %s', (_, address) => {
    expect(isAllowedImage(address, sources)).toBe(false);
  });

  it('shows nothing from elsewhere when the agent allows nothing', () => {
    const bare = { ownOrigins: ['http://localhost:3000'], ...agentImageSources({}) };
    expect(isAllowedImage('http://localhost:3000/api/eu/public/files/x', bare)).toBe(true);
    expect(isAllowedImage('https://cdn.shop.example/mug.png', bare)).toBe(false);
  });
});

describe('agentImageCspSources', () => {
  it("lists the agent pictures' origins and the allowed hosts, never text that could end the directive", () => {
    const csp = agentImageCspSources({
      agentImages: ['https://media.brand.example/avatar.png', "https://x.example; script-src 'unsafe-inline'"],
      allowedHosts: ['cdn.shop.example', '*.pics.example', "evil.example; script-src 'unsafe-inline'"],
    });
    expect(csp).toEqual(['https://media.brand.example', 'cdn.shop.example', '*.pics.example']);
  });
});
