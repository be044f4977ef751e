import { Button, Container, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import { routePath } from '../../lib/routes';

/** /investigations/create?type=… (route name createInvestigation). Step 2 adds the per-type creation form. */
export function CreateInvestigationPage() {
  const navigate = useNavigate();
  return (
    <Container size="md" py="xl">
      <Group>
        <Button variant="default" onClick={() => void navigate(routePath.investigations)}>
          Back
        </Button>
      </Group>
    </Container>
  );
}
