import { Container } from '@mantine/core';
import { AdminMerge } from '../../features/admin';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /admin/merge: Redo Merge, Redo Merge All and the health checks (doc 3 §2). */
export function AdminMergePage() {
  useDocumentTitle(screenTitle.adminMerge);
  return (
    <Container size="md" py="xl">
      <AdminMerge />
    </Container>
  );
}
