import { Button, Menu } from '@mantine/core';
import { ExportIcon } from '../../../components/icons';
import { useFilterSpec, useWorkspace } from '../state/workspaceContext';
import { toolbarText, workspaceText } from '../workspaceLabels';
import { exportToExcel } from './exportToExcel';
import { ToolbarTip } from './ToolbarTip';

/** The toolbar's named Export menu (it used to hide under "···"): the exports of the current view. */
export function ExportMenu({ count }: { count: number | undefined }) {
  const { investigation } = useWorkspace();
  const spec = useFilterSpec();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ToolbarTip control={toolbarText.export}>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<ExportIcon size={16} />}
            aria-description={toolbarText.export.does}
          >
            {toolbarText.export.name}
          </Button>
        </ToolbarTip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportToExcel(investigation, spec)} disabled={!count}>
          {workspaceText.exportToExcel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
