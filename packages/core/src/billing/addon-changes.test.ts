import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDONS_NEED_SUBSCRIPTION, addonChanges, NO_ADDON_CHANGES } from './addon-changes.js';
import { ADDON_KEYS, type AddonQuantities } from './addons.js';

const quantities = fc.record(
  Object.fromEntries(ADDON_KEYS.map((key) => [key, fc.integer({ min: 0, max: 10 })])),
) as fc.Arbitrary<AddonQuantities>;

describe('addonChanges', () => {
  it("says 'No changes to save.' when nothing changed, a missing add-on counting as 0", () => {
    expect(addonChanges({ 'workspace-seat': 2 }, { 'workspace-seat': 2, client_seat: 0 }, true)).toEqual({
      ok: false,
      error: 'No changes to save.',
    });
    expect(NO_ADDON_CHANGES).toBe('No changes to save.');
  });

  it('sends removals before additions, lowered quantities counting as removals', () => {
    const plan = addonChanges(
      { 'whitelabel-new': 0, 'workspace-seat': 3, 'twilio-phone-number': 2 },
      { 'whitelabel-new': 1, 'workspace-seat': 1, client_seat: 2, 'twilio-phone-number': 0 },
      true,
    );
    expect(plan).toEqual({
      ok: true,
      changes: [
        { kind: 'remove', addonKey: 'workspace-seat', from: 3, to: 1 },
        { kind: 'remove', addonKey: 'twilio-phone-number', from: 2, to: 0 },
        { kind: 'add', addonKey: 'whitelabel-new', from: 0, to: 1 },
        { kind: 'add', addonKey: 'client_seat', from: 0, to: 2 },
      ],
    });
  });

  it("refuses additions without an active subscription: 'You need an active subscription to add addons.'", () => {
    expect(addonChanges({}, { client_seat: 1 }, false)).toEqual({
      ok: false,
      error: 'You need an active subscription to add addons.',
    });
    expect(ADDONS_NEED_SUBSCRIPTION).toBe('You need an active subscription to add addons.');
    expect(addonChanges({ client_seat: 2 }, { client_seat: 0 }, false)).toMatchObject({ ok: true });
  });

  it('for any two selections, lists each changed add-on once, every removal before every addition', () => {
    fc.assert(
      fc.property(quantities, quantities, (current, wanted) => {
        const plan = addonChanges(current, wanted, true);
        const changed = ADDON_KEYS.filter((k) => (current[k] ?? 0) !== (wanted[k] ?? 0));
        if (!plan.ok) {
          expect(changed).toEqual([]);
          return;
        }
        expect(plan.changes.map((c) => c.addonKey).sort()).toEqual([...changed].sort());
        const firstAdd = plan.changes.findIndex((c) => c.kind === 'add');
        const lastRemove = plan.changes.map((c) => c.kind).lastIndexOf('remove');
        if (firstAdd >= 0 && lastRemove >= 0) expect(lastRemove).toBeLessThan(firstAdd);
        for (const c of plan.changes) expect(c.kind === 'add' ? c.to > c.from : c.to < c.from).toBe(true);
      }),
    );
  });
});
