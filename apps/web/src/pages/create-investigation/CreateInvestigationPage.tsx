import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CreateInvestigationScreen } from '../../features/investigations';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /investigations/create?type=… (route name createInvestigation). */
export function CreateInvestigationPage() {
  const [search] = useSearchParams();
  useDocumentTitle(screenTitle.createInvestigation);
  return (
    <Container size="md" py="xl">
      <CreateInvestigationScreen typeParam={search.get('type')} />
    </Container>
  );
}
