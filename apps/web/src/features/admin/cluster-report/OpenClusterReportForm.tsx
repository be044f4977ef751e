import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { clusterReportText } from '@quarry/contract';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pathOf, routePath } from '../../../lib/routes';
import { investigationIdInput, investigationIdToRedo } from '../redoMergeForm';
import { clusterReportLabel } from './clusterReportLabels';

/** On the admin merge page: an Investigation ID and Cluster Report, which opens that investigation's cluster report. */
export function OpenClusterReportForm() {
  const navigate = useNavigate();
  const headingId = useId();
  const [idText, setIdText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = investigationIdToRedo(idText);
    if ('error' in target) return setFieldError(target.error);
    void navigate(pathOf(routePath.adminClusterReport, { investigationId: target.id }));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="sm" maw={420}>
        <Title order={2} fz="lg" id={headingId}>
          {clusterReportText.title}
        </Title>
        <TextInput
          label={clusterReportLabel.investigationIdForReport}
          value={idText}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError}
          onChange={(event) => {
            setIdText(investigationIdInput(event.currentTarget.value));
            setFieldError(null);
          }}
        />
        <Group>
          <Button type="submit" variant="default">
            {clusterReportText.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
