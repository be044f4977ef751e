import { Kbd, Modal, Table } from '@mantine/core';
import { shortcutText } from '../workspaceLabels';
import { shortcutKeys } from './screeningShortcuts';

/** The help overlay of the screening shortcuts, opened by "?"; Escape closes it. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shortcutText.title}
      closeButtonProps={{ 'aria-label': shortcutText.close }}
    >
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {shortcutKeys.map(({ key, action }) => (
            <Table.Tr key={key}>
              <Table.Td w={80}>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{shortcutText.actions[action]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <p style={{ margin: '8px 0 0', fontSize: 'var(--mantine-font-size-sm)' }}>{shortcutText.moreKeys}</p>
    </Modal>
  );
}
