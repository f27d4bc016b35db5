import type { Region } from '@agent-platform/core';
import { chatFramePath, HOST_ORIGIN_PARAM, type WidgetPreviewLook } from '@agent-platform/core/widget/runtime';
import { Card, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The real chat frame of the agent, as visitors get it, with the unpublished look laid over it:
 * the dashboard tells the frame its origin, so the frame takes the look from this page and no other.
 * Custom CSS shows once published, after the server has checked it.
 */
export function WidgetPreview({ region, agentId, look }: { region: Region; agentId: string; look: WidgetPreviewLook }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = `${chatFramePath(region, agentId)}?${HOST_ORIGIN_PARAM}=${encodeURIComponent(window.location.origin)}`;

  const sendLook = () =>
    frame.current?.contentWindow?.postMessage({ type: 'agent-widget:preview', look }, window.location.origin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the look is sent again whenever it changes.
  useEffect(sendLook, [look.title, look.customThemeJSONString, look.fontFamily]);

  return (
    <Card withBorder radius="md" padding={0} style={{ overflow: 'hidden' }}>
      <Text size="sm" fw={600} px="md" py="xs">
        Live preview
      </Text>
      <iframe
        ref={frame}
        title="Widget preview"
        src={src}
        onLoad={sendLook}
        style={{ display: 'block', width: '100%', height: 560, border: 0 }}
      />
    </Card>
  );
}
