import { Anchor } from '@mantine/core';
import { processLabel } from '../investigationLabels';
import { workbookLink } from './reportView';

/** A report's workbook, downloaded from its storage location (GET /api/admin/storage, admins only). */
export function WorkbookLink({ location }: { location: string }) {
  const { href, fileName } = workbookLink(location);
  return (
    <Anchor href={href} download={fileName} size="sm" data-testid="report-workbook-link">
      {processLabel.downloadWorkbook}
    </Anchor>
  );
}
