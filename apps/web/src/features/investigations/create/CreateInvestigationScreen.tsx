import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { creatableTypes, investigationKindInfo, investigationKinds, type InvestigationKind } from '@quarry/contract';
import { useNavigate } from 'react-router';
import { routePath } from '../../../lib/routes';
import { useAbout, useCurrentUser } from '../../auth';
import { TypeBadge } from '../TypeBadge';
import { CreateInvestigationForm } from './CreateInvestigationForm';
import { createLabel } from './createLabels';
import { isFormType } from './createForms';
import { LocalDocumentsForm } from './LocalDocumentsForm';

const asType = (raw: string | null): InvestigationKind | null =>
  investigationKinds.find((type) => type === raw) ?? null;

/** /investigations/create?type=… (doc 1 §2): Back to the list, then the form of a type the user may create. */
export function CreateInvestigationScreen({ typeParam }: { typeParam: string | null }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const about = useAbout();
  const type = asType(typeParam);
  const allowed = type !== null && user !== null && creatableTypes(user, about).includes(type);

  return (
    <Stack gap="lg">
      <Group>
        <Button variant="default" onClick={() => void navigate(routePath.investigations)}>
          {createLabel.back}
        </Button>
      </Group>
      {allowed ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="lg">
            <Stack gap={4}>
              <Group gap="sm">
                <Title order={1} fz={24}>
                  {investigationKindInfo[type].title}
                </Title>
                <TypeBadge kind={type} />
              </Group>
              <Text c="dimmed">{investigationKindInfo[type].tagline}</Text>
            </Stack>
            {isFormType(type) ? <CreateInvestigationForm key={type} type={type} /> : <LocalDocumentsForm key={type} />}
          </Stack>
        </Paper>
      ) : (
        <Stack gap={4} role="alert">
          <Text fw={600}>{createLabel.unavailable}</Text>
          <Text c="dimmed">{createLabel.chooseType}</Text>
        </Stack>
      )}
    </Stack>
  );
}
