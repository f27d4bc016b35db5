import {
  AUTO_RECHARGE_FREE_PLAN,
  AUTO_RECHARGE_NEEDS_PAYMENT_METHOD,
  AUTO_RECHARGE_SAVE_FAILED,
  type AutoRechargeSettings,
  DEFAULT_AUTO_RECHARGE,
  type PlanId,
} from '@agent-platform/core';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, refusal, requestsTo, resetFakeApi } from '../../../test/fake-api';
import { account, renderDashboard, workspace } from '../../../test/render';
import { AUTO_RECHARGE_SAVED, AutoRechargeCard } from './auto-recharge-card';

await vi.hoisted(async () => (await import('../../../test/fake-api')).installFakeApi());

afterEach(() => resetFakeApi());

const SAVE = 'PUT /api/na/workspaces/ws_1/billing/auto-recharge';

function renderCard({
  autoRecharge = DEFAULT_AUTO_RECHARGE,
  planId = 'pay_as_you_go_monthly',
  hasCard = true,
}: {
  autoRecharge?: AutoRechargeSettings;
  planId?: PlanId;
  hasCard?: boolean;
} = {}) {
  const current = workspace('ws_1', 'na', 'owner');
  return renderDashboard(
    <>
      <Notifications />
      <AutoRechargeCard autoRecharge={autoRecharge} planId={planId} hasCard={hasCard} currencySymbol="$" />
    </>,
    { me: { account, workspaces: [current] }, inWorkspace: current, path: '/account/billing' },
  );
}

const toggle = () => screen.getByRole('switch', { name: 'Enable automatic recharge' }) as HTMLInputElement;
const threshold = () => screen.getByRole('slider', { name: 'Recharge when credits fall below' });
const amount = () => screen.getByRole('slider', { name: 'Recharge amount' });
const saveButton = () => screen.getByRole('button', { name: 'Save Settings' }) as HTMLButtonElement;
const summary = () => screen.getByTestId('auto-recharge-summary').textContent;

/** Moves a slider the way a keyboard user does: one step per arrow press. */
async function press(user: ReturnType<typeof renderCard>['user'], slider: HTMLElement, key: string, times: number) {
  slider.focus();
  for (let i = 0; i < times; i++) await user.keyboard(`{${key}}`);
}

describe('the Automatic Recharge card', () => {
  it('shows the saved settings, the slider ranges of spec 002 §5.5 and what will happen', () => {
    renderCard({ autoRecharge: { enabled: true, threshold: 1200, amount: 25 } });
    expect(toggle().checked).toBe(true);
    expect(threshold().getAttribute('aria-valuenow')).toBe('1200');
    expect(threshold().getAttribute('aria-valuemin')).toBe('100');
    expect(threshold().getAttribute('aria-valuemax')).toBe('5000');
    expect(amount().getAttribute('aria-valuenow')).toBe('25');
    expect(amount().getAttribute('aria-valuemin')).toBe('5');
    expect(amount().getAttribute('aria-valuemax')).toBe('100');
    expect(summary()).toBe(
      'When your balance falls below 1,200 credits, $25 is charged to your saved card and 25,000 credits are added.',
    );
    expect(saveButton().disabled).toBe(false);
  });

  it('cannot be saved on the free plan, and says why', () => {
    renderCard({ planId: 'free' });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText(AUTO_RECHARGE_FREE_PLAN)).toBeTruthy();
  });

  it('cannot be saved without a payment method, and says why', () => {
    renderCard({ hasCard: false });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText(AUTO_RECHARGE_NEEDS_PAYMENT_METHOD)).toBeTruthy();
  });

  it('saves the toggle and both sliders in their steps, and says so', async () => {
    answerWith(SAVE, ({ body }) => ({ status: 200, body }));
    const { user } = renderCard();
    await user.click(toggle());
    await press(user, threshold(), 'ArrowRight', 2);
    await press(user, amount(), 'ArrowRight', 3);
    expect(summary()).toContain('below 700 credits, $20 is charged');
    await user.click(saveButton());

    expect(await screen.findByText(AUTO_RECHARGE_SAVED)).toBeTruthy();
    expect(requestsTo(SAVE).map((request) => request.body)).toEqual([{ enabled: true, threshold: 700, amount: 20 }]);
    expect(toggle().checked).toBe(true);
    expect(threshold().getAttribute('aria-valuenow')).toBe('700');
  });

  it('puts the previous values back and shows the server’s message when the save fails', async () => {
    answerWith(SAVE, refusal(409, 'AUTO_RECHARGE_NEEDS_PAYMENT_METHOD', AUTO_RECHARGE_NEEDS_PAYMENT_METHOD));
    const { user } = renderCard({ autoRecharge: { enabled: true, threshold: 500, amount: 10 } });
    await user.click(toggle());
    await user.click(toggle());
    await press(user, threshold(), 'ArrowLeft', 3);
    await press(user, amount(), 'ArrowRight', 1);
    expect(threshold().getAttribute('aria-valuenow')).toBe('200');
    await user.click(saveButton());

    expect(await screen.findByText(AUTO_RECHARGE_NEEDS_PAYMENT_METHOD)).toBeTruthy();
    expect(threshold().getAttribute('aria-valuenow')).toBe('500');
    expect(amount().getAttribute('aria-valuenow')).toBe('10');
    expect(toggle().checked).toBe(true);
  });

  it('says it failed in its own words when no message came back', async () => {
    answerWith(SAVE, { status: 502 });
    const { user } = renderCard({ autoRecharge: { enabled: false, threshold: 500, amount: 5 } });
    await user.click(toggle());
    await user.click(saveButton());

    expect(await screen.findByText(AUTO_RECHARGE_SAVE_FAILED)).toBeTruthy();
    await waitFor(() => expect(toggle().checked).toBe(false));
    expect(summary()).toContain('Automatic recharge is off');
  });
});
