import type { Agency, AgencyBranding } from '@agent-platform/core';
import { knownFontName, ZAgencyDocument } from '@agent-platform/core';
import { exactHex, paletteOf } from '@agent-platform/core/widget/palette';
import { createContext, type Dispatch, type ReactNode, type SetStateAction, useContext, useEffect } from 'react';

/** The unsaved values of the Overview, Theme and Footer tabs that change what clients see. */
export interface AgencyDraft {
  name?: string;
  googleFont?: string;
  primary?: string;
  themeType?: 'light' | 'dark';
  themeVariant?: Agency['themeVariant'];
  themeColorUsage?: Agency['themeColorUsage'];
  tosPage?: string;
  privacyPolicyPage?: string;
  brandingText?: string;
}

const AgencyDraftContext = createContext<Dispatch<SetStateAction<AgencyDraft>> | null>(null);

/** Where the tabs' forms write their values for the live preview. */
export function AgencyDraftProvider({
  setDraft,
  children,
}: {
  setDraft: Dispatch<SetStateAction<AgencyDraft>>;
  children: ReactNode;
}) {
  return <AgencyDraftContext.Provider value={setDraft}>{children}</AgencyDraftContext.Provider>;
}

/** Reports a form's current values to the live preview; nothing outside the agency settings page. */
export function useReportAgencyDraft(values: AgencyDraft) {
  const setDraft = useContext(AgencyDraftContext);
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values it is made of
  useEffect(() => {
    setDraft?.((draft) => ({ ...draft, ...values }));
  }, [key, setDraft]);
}

/**
 * What clients would see with the draft: the saved settings with each unsaved value over them,
 * where it is complete enough to show (a half-typed colour, font or link keeps the saved one).
 */
export function draftBranding(agency: Agency, draft: AgencyDraft, showPoweredBy: boolean): AgencyBranding {
  const themeType = draft.themeType ?? agency.customTheme?.themeType ?? 'light';
  const primary = draft.primary === undefined ? (agency.customTheme?.primary ?? '') : draft.primary;
  const hex = exactHex(primary);
  const colours = hex
    ? { primary: hex, themeType, palette: paletteOf(hex, themeType) }
    : primary.trim() === ''
      ? null
      : agency.customTheme;
  const link = (value: string | undefined, saved: string) =>
    value !== undefined && ZAgencyDocument.shape.tosPage.safeParse(value).success ? value : saved;
  return {
    name: draft.name?.trim() || agency.name,
    logoURL: agency.squarePhotoURL,
    darkLogoURL: agency.darkModeSquarePhotoURL,
    faviconURL: agency.faviconURL,
    font: knownFontName(draft.googleFont ?? '') ?? agency.googleFont,
    colours,
    themeVariant: draft.themeVariant ?? agency.themeVariant,
    themeColorUsage: draft.themeColorUsage ?? agency.themeColorUsage,
    showPoweredBy,
    tosPage: link(draft.tosPage, agency.tosPage),
    privacyPolicyPage: link(draft.privacyPolicyPage, agency.privacyPolicyPage),
    brandingText: draft.brandingText ?? agency.brandingText,
  };
}
