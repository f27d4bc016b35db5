import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fill, renderDashboard } from '../../test/render';
import { ApiError } from './api';
import { firstError, showCallError } from './forms';

const ZChannel = z.object({
  channelId: z.string().min(1, 'Please enter the channel ID.').regex(/^\d+$/, 'The channel ID is digits.'),
  webhookUrl: z.string().min(1, 'Please enter the webhook URL.'),
});

/** A form that shows every problem in one line under its inputs, as the channel modals do. */
function OneLineForm({ refusal }: { refusal: ApiError }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { channelId: '', webhookUrl: '' },
    validate: zod4Resolver(ZChannel, { errorPriority: 'first' }),
  });
  return (
    <form onSubmit={form.onSubmit(() => showCallError(form, refusal))} noValidate>
      <TextInput label="Channel ID" {...form.getInputProps('channelId', { withError: false })} />
      <TextInput label="Webhook URL" {...form.getInputProps('webhookUrl', { withError: false })} />
      <p role="alert">{firstError(form)}</p>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('A form that shows its problems in one place', () => {
  const refusal = new ApiError(409, 'CHANNEL_TAKEN', 'This channel already answers another agent.');

  it("shows the first input's first problem, then the next input's once the first is right", async () => {
    const { user } = renderDashboard(<OneLineForm refusal={refusal} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the channel ID.');

    await fill(user, screen.getByRole('textbox', { name: 'Channel ID' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the webhook URL.');
  });

  it("shows the server's refusal in the same place, and the next try replaces it", async () => {
    const { user } = renderDashboard(<OneLineForm refusal={refusal} />);
    await fill(user, screen.getByRole('textbox', { name: 'Channel ID' }), '123');
    await fill(user, screen.getByRole('textbox', { name: 'Webhook URL' }), 'https://discord.com/api/webhooks/1/a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('This channel already answers another agent.');

    await user.clear(screen.getByRole('textbox', { name: 'Channel ID' }));
    await fill(user, screen.getByRole('textbox', { name: 'Channel ID' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('The channel ID is digits.');
  });
});
