import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { InvestigationOverview } from '../../features/investigations';

const idOf = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * /investigations/topic/{id} (route name topicInvestigation) and /investigations/person/{id}. The header shows
 * the type badge and the editable title; the workspace (documents tab and the others) arrives in a later step.
 */
export function InvestigationPage() {
  const { id } = useParams();
  return (
    <Container size="xl" py="xl">
      <InvestigationOverview id={idOf(id)} />
    </Container>
  );
}
