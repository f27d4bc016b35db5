import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDashboard } from '../../../test/render';
import { CssAssistant } from './css-assistant';

describe('the AI CSS Assistant', () => {
  it("on a failed answer, says the spec's notice and apologises in the chat, with nothing to insert", async () => {
    const inserted: string[] = [];
    // The test has no server to answer: the request fails as it does when the server cannot be reached.
    const { user } = renderDashboard(
      <>
        <Notifications />
        <CssAssistant
          region="na"
          agentId="A1b2C3d4E5f6G7h8"
          workspaceUid="workspace123456"
          currentCss=""
          onInsert={(css) => inserted.push(css)}
        />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'AI CSS Assistant' }));
    await user.type(await screen.findByLabelText('Describe the styles you want'), 'Make the header dark');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to generate CSS. Please try again.')).toBeTruthy();
    const chat = screen.getByRole('log', { name: 'Assistant chat' });
    const apology = within(chat).getByLabelText('Assistant');
    expect(apology.textContent).toBe('Sorry, I could not generate styles this time. Please try again.');
    expect(within(chat).queryByRole('button', { name: 'Insert CSS' })).toBeNull();
    expect(inserted).toEqual([]);
  });
});
