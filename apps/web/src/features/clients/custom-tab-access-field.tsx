import { isDashboardTabKey, type Region } from '@agent-platform/core';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useCustomTabs } from '../custom-tabs/use-custom-tabs';

/**
 * The agency's custom tabs among the pages a client can be given (spec 002 §6): they join
 * canAccess by their URL. A tab always visible is shown to every client, so it is ticked and fixed.
 */
export function CustomTabAccessField({
  region,
  workspaceUid,
  access,
  onChange,
}: {
  region: Region;
  workspaceUid: string;
  access: readonly string[];
  onChange: (access: string[]) => void;
}) {
  const { data } = useCustomTabs(region, workspaceUid);
  const tabs = data?.tabs ?? [];
  if (tabs.length === 0) return null;
  const given = tabs.filter((tab) => !tab.alwaysVisible && access.includes(tab.href)).map((tab) => tab.href);
  return (
    <Checkbox.Group
      label="Custom tabs"
      value={[...given, ...tabs.filter((tab) => tab.alwaysVisible).map((tab) => tab.href)]}
      onChange={(next) => {
        // Only the agency's current tabs are kept: a deleted tab's URL goes with this change.
        const chosen = tabs.filter((tab) => !tab.alwaysVisible && next.includes(tab.href)).map((tab) => tab.href);
        onChange([...access.filter(isDashboardTabKey), ...chosen]);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
        {tabs.map((tab) => (
          <Checkbox
            key={tab.id}
            value={tab.href}
            label={tab.label}
            disabled={tab.alwaysVisible}
            description={
              tab.alwaysVisible ? (
                'Always visible'
              ) : (
                <Text span size="xs">
                  {tab.href}
                </Text>
              )
            }
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
