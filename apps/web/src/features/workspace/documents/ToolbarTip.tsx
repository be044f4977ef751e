import { Text, Tooltip, type TooltipProps } from '@mantine/core';
import type { ToolbarControl } from '../workspaceLabels';

/**
 * The tooltip of a toolbar control: its name and what it does. Other props (those a Menu.Target hands its child)
 * pass through to the control.
 */
export function ToolbarTip({ control, ...props }: { control: ToolbarControl } & Omit<TooltipProps, 'label'>) {
  return (
    <Tooltip
      multiline
      w={260}
      label={
        <>
          <Text size="xs" fw={700} inherit>
            {control.name}
          </Text>
          <Text size="xs" inherit>
            {control.does}
          </Text>
        </>
      }
      {...props}
    />
  );
}

/** The accessible name and description of a toolbar control: the same texts its tooltip shows. */
export const toolbarAria = (control: ToolbarControl) => ({
  'aria-label': control.name,
  'aria-description': control.does,
});
