import { z } from 'zod';
import { ZClientDashboardPreview } from '../clients/session-contracts.js';
import { ZAgencyBranding } from '../shell/branding.js';

/**
 * The agency settings' live preview (spec 001 §2): a page of the dashboard, framed by the settings
 * page on the same origin and shown with the draft branding it is sent.
 */
export const AGENCY_PREVIEW_PATH = '/agency/preview';

/** The preview tells the settings page it listens, so the first draft is never sent too early. */
export const ZAgencyPreviewReady = z.object({ type: z.literal('agency-preview-ready') });
/**
 * The settings page's draft branding (the saved settings with the unsaved edits over them), and
 * the dashboard of the test client the preview shows: one added on the Clients page, never the
 * owner (spec 001 §2); null while the agency has none.
 */
export const ZAgencyPreviewDraft = z.object({
  type: z.literal('agency-preview-draft'),
  branding: ZAgencyBranding,
  testClient: ZClientDashboardPreview.nullable(),
});
export type AgencyPreviewDraft = z.infer<typeof ZAgencyPreviewDraft>;
