import { type Agency, type AgencyDocument, type AgencyUpdateBody, ZAgencyDocument } from '@agent-platform/core';
import { paletteOf } from '@agent-platform/core/widget/palette';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { checkCustomCss } from '../widget/index.js';
import { lockAgency } from './lock-agency.js';
import { agencies } from './schema.js';
import { savedAgency } from './to-agency.js';

/**
 * A save of the agency settings: the edited fields merged into the record, plus lastModified
 * (spec 001 §7); the record is created on the first save. The whole document is parsed again
 * before it is written, so what is stored always matches the core schema.
 */
export async function updateAgency(db: Db, access: WorkspaceAccess, body: AgencyUpdateBody): Promise<Agency> {
  if (body.customCSS?.trim()) {
    const check = checkCustomCss(body.customCSS);
    if ('refused' in check) throw new AppError('VALIDATION_FAILED', check.refused, { field: 'customCSS' });
  }
  return db.transaction(async (tx) => {
    const current = await lockAgency(tx, access.uid);
    const settings = ZAgencyDocument.parse(merged(ZAgencyDocument.parse(current.settings), body));
    const [row] = await tx
      .update(agencies)
      .set({ name: body.name ?? current.name, settings, lastModified: new Date() })
      .where(eq(agencies.workspaceUid, access.uid))
      .returning();
    return savedAgency(row!);
  });
}

function merged(current: AgencyDocument, body: AgencyUpdateBody): AgencyDocument {
  const { name: _name, settings, customTheme, ...fields } = body;
  const edited = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return {
    ...current,
    ...edited,
    customTheme:
      customTheme === undefined
        ? current.customTheme
        : customTheme && {
            ...customTheme,
            // The dashboard may send only the colour: its ten shades are made here, as the widget does.
            palette: customTheme.palette ?? paletteOf(customTheme.primary, customTheme.themeType),
          },
    settings: {
      ...current.settings,
      ...settings,
      clientOnboarding: { ...current.settings.clientOnboarding, ...settings?.clientOnboarding },
    },
  };
}
