import { type AgencyBranding, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { hasWhitelabelEntitlement } from '../domains/index.js';
import { checkCustomCss } from '../widget/index.js';
import { agencies } from './schema.js';

/** An agency's brand for its host's pages, with its custom CSS as the widget's check writes it again. */
export interface AgencyLook {
  branding: AgencyBranding;
  /** '' when there is none or it no longer passes the check. */
  customCSS: string;
}

/**
 * What an agency's host shows (spec 001 §1-§3, §6): its name, pictures, font and theme, the
 * footer's links, and whether the product's 'Powered by' shows. An agency with a domain but no
 * saved settings yet shows its workspace's name with the default theme.
 */
export async function findAgencyBranding(db: Db, workspaceUid: string): Promise<AgencyLook | null> {
  const [found] = await db
    .select({ workspaceName: workspaces.workspaceName, name: agencies.name, settings: agencies.settings })
    .from(workspaces)
    .leftJoin(agencies, eq(agencies.workspaceUid, workspaces.uid))
    .where(eq(workspaces.uid, workspaceUid))
    .limit(1);
  if (!found) return null;
  const document = ZAgencyDocument.parse(found.settings ?? {});
  const check = document.customCSS.trim() ? checkCustomCss(document.customCSS) : { css: '' };
  return {
    branding: {
      name: found.name ?? found.workspaceName,
      logoURL: document.squarePhotoURL,
      darkLogoURL: document.darkModeSquarePhotoURL,
      faviconURL: document.faviconURL,
      font: document.googleFont,
      colours: document.customTheme,
      themeVariant: document.themeVariant,
      themeColorUsage: document.themeColorUsage,
      showPoweredBy: !(await hidesPoweredBy(db, workspaceUid)),
      tosPage: document.tosPage,
      privacyPolicyPage: document.privacyPolicyPage,
      brandingText: document.brandingText,
    },
    customCSS: 'css' in check ? check.css : '',
  };
}

/**
 * Spec 001 §6: 'Powered by' is hidden for an agency with a whitelabel trial, or one that paid
 * (old pricing); the paid history joins hasWhitelabelEntitlement when billing records it.
 */
const hidesPoweredBy = (db: Db, workspaceUid: string) => hasWhitelabelEntitlement(db, { uid: workspaceUid });
