import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { AgentCreationProgress } from './agent-creation-progress';

afterEach(() => vi.useRealTimers());

describe('the agent creation wait', () => {
  it('says it might take up to a minute, counts the seconds, and offers Try Again after 30 seconds', () => {
    vi.useFakeTimers();
    const tryAgain = vi.fn();
    renderDashboard(<AgentCreationProgress onTryAgain={tryAgain} />);
    expect(screen.getByText('Creating your agent... This might take up to a minute.')).toBeTruthy();
    expect(screen.getByText('0 seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('29 seconds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole('button', { name: 'Try Again' }).click());
    expect(tryAgain).toHaveBeenCalledTimes(1);
    // Trying again starts the count anew.
    expect(screen.getByText('0 seconds')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
