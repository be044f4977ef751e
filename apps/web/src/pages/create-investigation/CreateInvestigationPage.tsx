import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CreateInvestigationScreen } from '../../features/investigations';

/** /investigations/create?type=… (route name createInvestigation). */
export function CreateInvestigationPage() {
  const [search] = useSearchParams();
  return (
    <Container size="md" py="xl">
      <CreateInvestigationScreen typeParam={search.get('type')} />
    </Container>
  );
}
