import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { AgentsLoadingScreen } from './agents-loading-screen';

describe('The agents loading screen (spec 001 §2)', () => {
  it.each([0, 42, 85, 100])('shows %i% in its number and in its bar alike', (progress) => {
    renderDashboard(<AgentsLoadingScreen progress={progress} />);
    const bar = screen.getByRole('progressbar');
    expect(screen.getByText(`${progress}%`)).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe(String(progress));
    expect(bar.style.getPropertyValue('--progress-section-size')).toBe(`${progress}%`);
    // An animated width would lag behind the number, a fifth full while it says 100%.
    const root = bar.parentElement as HTMLElement;
    expect(root.style.getPropertyValue('--progress-transition-duration')).toBe('0ms');
  });
});
