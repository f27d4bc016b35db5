import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderDashboard } from '../../../test/render';
import { PrototypePage } from './prototype-page';

const where = () => screen.getByTestId('location').textContent ?? '';
const websiteParam = () => new URLSearchParams(where().split('?')[1]).get('website_url');

describe('The demo view website field (spec 001 §2)', () => {
  it('opens the typed website behind the widget on Enter', async () => {
    const { user } = renderDashboard(<PrototypePage />, { path: '/app/na/prototype?vg_id=agent_1' });
    const field = screen.getByRole('textbox', { name: 'Website URL' });
    await fill(user, field, 'shop.example.com');
    await user.keyboard('{Enter}');

    expect(websiteParam()).toBe('https://shop.example.com/');
    expect(screen.getByTitle('Website').getAttribute('src')).toBe('https://shop.example.com/');
    expect(new URLSearchParams(where().split('?')[1]).get('vg_id')).toBe('agent_1');
    // The field keeps the address, ready for another.
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveProperty('value', 'https://shop.example.com/');
  });

  it('does nothing on Enter while empty, and refuses an address that is not a web page', async () => {
    const { user } = renderDashboard(<PrototypePage />, { path: '/app/na/prototype?vg_id=agent_1' });
    const field = screen.getByRole('textbox', { name: 'Website URL' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(websiteParam()).toBeNull();

    await fill(user, field, 'javascript:alert(1)');
    await user.keyboard('{Enter}');
    expect(websiteParam()).toBeNull();
    expect(screen.getByText('Please enter a valid website URL or domain')).toBeTruthy();
    expect(screen.queryByTitle('Website')).toBeNull();
  });
});
