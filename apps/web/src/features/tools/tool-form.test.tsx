import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fill, renderDashboard, workspace } from '../../../test/render';
import { ToolForm } from './tool-form';

const owned = workspace('ws_1', 'na');
const me = { account, workspaces: [owned] };
const renderForm = () =>
  renderDashboard(<ToolForm onSaved={() => {}} onCancel={() => {}} />, { me, inWorkspace: owned });

describe('Tool form', () => {
  it('asks for the name and the server url before a tool can be added', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add tool' }));

    expect(screen.getByText('Please provide a name for the tool.')).toBeTruthy();
    expect(screen.getByText('The tool server url must be a valid url.')).toBeTruthy();
  });

  it("shows a field's problem in that field's own box", async () => {
    const { user } = renderForm();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'get_weather');
    await fill(user, screen.getByRole('textbox', { name: /^Server URL/ }), 'https://api.example.com/weather');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await fill(
      user,
      within(screen.getByRole('group', { name: 'Field 1' })).getByRole('textbox', { name: /^Key/ }),
      'city',
    );
    await user.click(screen.getByRole('button', { name: 'Add tool' }));

    expect(
      within(screen.getByRole('group', { name: 'Field 2' })).getByText('Please enter a key for the field.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Field 1' })).queryByText('Please enter a key for the field.'),
    ).toBeNull();
    expect(screen.queryByText('Please provide a name for the tool.')).toBeNull();
  });
});
