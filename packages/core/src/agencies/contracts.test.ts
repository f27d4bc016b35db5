import { describe, expect, it } from 'vitest';
import { ZAgencyDocument, ZAgencyUpdateBody } from './contracts.js';
import { INVALID_FONT_MESSAGE } from './google-fonts.js';

describe('the agency settings document', () => {
  it('takes the spec defaults for what was never saved', () => {
    const document = ZAgencyDocument.parse({});
    expect(document.googleFont).toBe('DM Sans');
    expect(document.themeColorUsage).toBe('plain');
    expect(document.themeVariant).toBe('default');
    expect(document.settings.defaultClientAccess).toEqual(['/home', '/analytics', '/convos', '/leads']);
    expect(document.settings.clientOnboarding).toMatchObject({
      showAgentCreationStep: true,
      requireCompanyWebsite: false,
      showWidgetScript: true,
    });
    expect(document.settings.enableClientSignup).toBe(false);
  });

  it('accepts a Google font in any case as the font service spells it, and inherit', () => {
    expect(ZAgencyUpdateBody.parse({ googleFont: '  open   SANS ' }).googleFont).toBe('Open Sans');
    expect(ZAgencyUpdateBody.parse({ googleFont: 'Inherit' }).googleFont).toBe('inherit');
  });

  it('refuses a font the service does not have, in the spec words', () => {
    const result = ZAgencyUpdateBody.safeParse({ googleFont: 'Comic Sans Deluxe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_FONT_MESSAGE);
  });
});
