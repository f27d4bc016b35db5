import { TEST_MODE_LABEL } from '@agent-platform/core';
import { Badge } from '@mantine/core';

/** Says that payments here go to the embedded sandbox, not to a card network. */
export function TestModeBadge() {
  return (
    <Badge color="orange" variant="light">
      {TEST_MODE_LABEL}
    </Badge>
  );
}
