import { CUSTOM_TAB_HREF_TAKEN_MESSAGE, type CustomTab, type CustomTabBody, tabHrefTaken } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';

/** The tab's fields, refused in the spec's words when another tab already has its URL (spec 001 §5). */
export function checkedTab(tabs: readonly CustomTab[], body: CustomTabBody, id: string): CustomTabBody {
  if (tabHrefTaken(tabs, body.href, id)) {
    throw new AppError('VALIDATION_FAILED', CUSTOM_TAB_HREF_TAKEN_MESSAGE, { field: 'href' });
  }
  return body;
}
