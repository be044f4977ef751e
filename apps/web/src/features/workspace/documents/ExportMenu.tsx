import { Button, Menu } from '@mantine/core';
import { exportFileKinds, exportFormats } from '@quarry/contract';
import { ExportIcon } from '../../../components/icons';
import { useFilterSpec, useWorkspace } from '../state/workspaceContext';
import { toolbarText, workspaceText } from '../workspaceLabels';
import { exportDocuments, exportToExcel } from './exportToExcel';
import { ToolbarTip } from './ToolbarTip';

/** The formats besides the workbook: what reference managers and screening tools read. */
const CITATION_FORMATS = exportFormats.filter((format) => format !== 'xlsx');

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
        {CITATION_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => void exportDocuments(investigation, spec, format)} disabled={!count}>
            {exportFileKinds[format].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
