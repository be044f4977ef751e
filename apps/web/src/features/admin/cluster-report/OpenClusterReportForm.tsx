import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { pathOf, routePath } from '../../../lib/routes';
import { investigationIdInput, investigationIdToRedo } from '../redoMergeForm';

/**
 * Its words are kept here, not taken from the report's labels or the contract's clusterReportText: the merge page then
 * shares no module with the report page, which would split it into a chunk of its own that the entry chunk (and so
 * every public page, at its size budget) lists.
 */
const openReportText = { title: 'Cluster Report', investigationId: 'Investigation ID of the report' } as const;

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
          {openReportText.title}
        </Title>
        <TextInput
          label={openReportText.investigationId}
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
            {openReportText.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
