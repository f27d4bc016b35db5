import { ADDON_KEYS, type AddonKey, type AddonQuantities, quantityIn } from './addons.js';

/** Spec 002 §5.2 texts. */
export const NO_ADDON_CHANGES = 'No changes to save.';
export const ADDONS_NEED_SUBSCRIPTION = 'You need an active subscription to add addons.';

export interface AddonChange {
  kind: 'remove' | 'add';
  addonKey: AddonKey;
  from: number;
  to: number;
}

export type AddonChangePlan = { ok: true; changes: AddonChange[] } | { ok: false; error: string };

/**
 * The changes from the current to the wanted quantities: removals (a quantity lowered, to zero or
 * not) first, then additions (spec 002 §4.2), each group in catalogue order.
 */
export function addonChanges(
  current: AddonQuantities,
  wanted: AddonQuantities,
  hasActiveSubscription: boolean,
): AddonChangePlan {
  const changes = ADDON_KEYS.map((addonKey) => ({
    addonKey,
    from: quantityIn(current, addonKey),
    to: quantityIn(wanted, addonKey),
  })).filter((c) => c.from !== c.to);
  if (changes.length === 0) return { ok: false, error: NO_ADDON_CHANGES };
  const removals = changes.filter((c) => c.to < c.from).map((c) => ({ kind: 'remove' as const, ...c }));
  const additions = changes.filter((c) => c.to > c.from).map((c) => ({ kind: 'add' as const, ...c }));
  if (additions.length > 0 && !hasActiveSubscription) return { ok: false, error: ADDONS_NEED_SUBSCRIPTION };
  return { ok: true, changes: [...removals, ...additions] };
}
