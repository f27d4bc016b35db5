import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useOpenConversation } from './use-open-conversation';

/** The Chats tab's controls, and the browser's Back, on a page reached from an earlier one. */
function Chats() {
  const { openId, open, backToList } = useOpenConversation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="open">{openId ?? 'the list'}</output>
      <button type="button" onClick={() => open('c1')}>
        Open c1
      </button>
      <button type="button" onClick={() => open('c2')}>
        Open c2
      </button>
      <button type="button" onClick={backToList}>
        Back to chats
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderChats(address: string) {
  render(
    <MemoryRouter initialEntries={['/agents', address]} initialIndex={1}>
      <Routes>
        <Route path="/convos" element={<Chats />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  const location = () => screen.getByTestId('location').textContent;
  return { press, location };
}

describe('the open conversation in the Chats tab', () => {
  it('opens from the list into the address, and Back to chats is the same step as the browser’s Back', async () => {
    const { press, location } = renderChats('/convos?tab=1');
    await press('Open c1');
    expect(location()).toBe('/convos?tab=1&conversation=c1');
    expect(screen.getByTestId('open').textContent).toBe('c1');
    await press('Back to chats');
    expect(location()).toBe('/convos?tab=1');
    expect(screen.getByTestId('open').textContent).toBe('the list');
    // The list was one step: a further Back leaves the tab, not reopens the conversation.
    await press('Browser back');
    expect(location()).toBe('/agents');
  });

  it('switching between open conversations adds no step to go back through', async () => {
    const { press, location } = renderChats('/convos');
    await press('Open c1');
    await press('Open c2');
    expect(location()).toBe('/convos?conversation=c2');
    await press('Browser back');
    expect(location()).toBe('/convos');
  });

  it('a conversation opened by a link goes back to its list without leaving the tab', async () => {
    const { press, location } = renderChats('/convos?conversation=c9');
    expect(screen.getByTestId('open').textContent).toBe('c9');
    await press('Back to chats');
    expect(location()).toBe('/convos');
    await press('Browser back');
    expect(location()).toBe('/agents');
  });
});
