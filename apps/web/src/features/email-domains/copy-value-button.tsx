import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies one DNS value for pasting at the registrar. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={label}
            color={copied ? 'teal' : 'gray'}
            onClick={() => {
              copy();
              notifications.show({ color: 'green', message: 'Copied to Clipboard', autoClose: 2000 });
            }}
          >
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
