import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, type Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill, renderDashboard } from '../../test/render';
import { useUnsavedChanges } from './use-unsaved-changes';

const where = () => screen.getByTestId('location').textContent;
const warning = () => screen.queryByRole('dialog', { name: 'You have unsaved changes' });

/** A note with a save button of its own, and links away from its page and within it. */
function Note({
  save,
  keepsEdits,
}: {
  save?: (text: string) => Promise<boolean>;
  keepsEdits?: (next: Location) => boolean;
}) {
  const [text, setText] = useState('');
  useUnsavedChanges({ dirty: text !== '', save: save && (() => save(text)), keepsEdits });
  return (
    <>
      <input aria-label="Note" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Link to="/elsewhere">Leave</Link>
      <Link to="/notes/1/other-tab">Other tab</Link>
    </>
  );
}

function beforeUnloadIsStopped() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('Unsaved changes', () => {
  it('lets a page without edits go without asking', async () => {
    const { user } = renderDashboard(<Note />, { path: '/notes/1' });

    await user.click(screen.getByRole('link', { name: 'Leave' }));

    expect(where()).toBe('/elsewhere');
    expect(warning()).toBeNull();
    expect(beforeUnloadIsStopped()).toBe(false);
  });

  it('asks before edits are left: Stay keeps them, Discard goes on without them', async () => {
    const { user } = renderDashboard(<Note />, { path: '/notes/1' });
    await fill(user, screen.getByRole('textbox', { name: 'Note' }), 'Call back on Monday');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(dialog.textContent).toContain('Leaving this page discards your changes.');
    // Nothing to save from here: no save button is offered.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(where()).toBe('/notes/1');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(warning()).toBeNull());
    expect(where()).toBe('/notes/1');
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('Call back on Monday');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(where()).toBe('/elsewhere'));
  });

  it('saves the edits, then goes where the user was going', async () => {
    const saved: string[] = [];
    const { user } = renderDashboard(
      <Note
        save={async (text) => {
          saved.push(text);
          return true;
        }}
      />,
      { path: '/notes/1' },
    );
    await fill(user, screen.getByRole('textbox', { name: 'Note' }), 'Call back on Monday');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(where()).toBe('/elsewhere'));
    expect(saved).toEqual(['Call back on Monday']);
  });

  it('stays when the save fails, saying why, or when the form needs fixing first', async () => {
    let outcome: 'refused' | 'needs fixing' = 'refused';
    const { user } = renderDashboard(
      <Note
        save={async () => {
          if (outcome === 'refused') throw new Error('offline');
          return false;
        }}
      />,
      { path: '/notes/1' },
    );
    await fill(user, screen.getByRole('textbox', { name: 'Note' }), 'Call back on Monday');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(warning()).not.toBeNull();
    expect(where()).toBe('/notes/1');

    outcome = 'needs fixing';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(warning()).toBeNull());
    expect(where()).toBe('/notes/1');
  });

  it('goes without asking where the edits survive', async () => {
    const { user } = renderDashboard(<Note keepsEdits={(next) => next.pathname.startsWith('/notes/1/')} />, {
      path: '/notes/1',
    });
    await fill(user, screen.getByRole('textbox', { name: 'Note' }), 'Call back on Monday');

    await user.click(screen.getByRole('link', { name: 'Other tab' }));
    expect(where()).toBe('/notes/1/other-tab');
    expect(warning()).toBeNull();
  });

  it('has the browser warn before a reload or a closed tab, only while there are edits', async () => {
    const { user } = renderDashboard(<Note />, { path: '/notes/1' });
    expect(beforeUnloadIsStopped()).toBe(false);

    await fill(user, screen.getByRole('textbox', { name: 'Note' }), 'Call back on Monday');
    expect(beforeUnloadIsStopped()).toBe(true);

    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    expect(beforeUnloadIsStopped()).toBe(false);
  });
});
