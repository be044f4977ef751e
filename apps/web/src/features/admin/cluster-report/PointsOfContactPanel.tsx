import { Alert, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { clusterReportText, type PointsOfContact } from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureText, findPointsOfContact } from './clusterReportCalls';
import { clusterReportLabel } from './clusterReportLabels';

type ContactRow = { name: string; documents: number; lastYear: number | null };

function ContactTable({ title, rows }: { title: string; rows: ContactRow[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId} mb="xs">
        {title}
      </Title>
      <Table withTableBorder aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{title}</Table.Th>
            <Table.Th scope="col" ta="right">
              {clusterReportLabel.contactDocuments}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {clusterReportLabel.contactLastYear}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.documents}</Table.Td>
              <Table.Td ta="right">{row.lastYear ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function Contacts({ contacts }: { contacts: PointsOfContact }) {
  if (contacts.emails.length === 0 && contacts.affiliations.length === 0)
    return <Text c="dimmed">{clusterReportLabel.noContacts}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {contacts.emails.length > 0 && (
        <ContactTable
          title={clusterReportLabel.contactEmails}
          rows={contacts.emails.map(({ email, ...rest }) => ({ name: email, ...rest }))}
        />
      )}
      {contacts.affiliations.length > 0 && (
        <ContactTable title={clusterReportLabel.contactAffiliations} rows={contacts.affiliations} />
      )}
    </SimpleGrid>
  );
}

/**
 * Find Points of Contact (doc 3 §2, §5): the main cluster's e-mail addresses and affiliations; without a main cluster
 * it says 'Main cluster not specified' and calls nothing.
 */
export function PointsOfContactPanel({
  investigationId,
  mainCluster,
}: {
  investigationId: number;
  mainCluster: number | null;
}) {
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const find = useMutation({
    mutationFn: (personId: number) => findPointsOfContact(investigationId, personId),
    onMutate: () => setProblem(null),
    onError: (error) => setProblem(failureText(error)),
  });
  const run = () => {
    if (mainCluster === null) {
      find.reset();
      return setProblem(clusterReportText.mainClusterNotSpecified);
    }
    find.mutate(mainCluster);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          {clusterReportText.findPointsOfContact}
        </Title>
        <div>
          <Button variant="default" onClick={run} loading={find.isPending}>
            {clusterReportText.findPointsOfContact}
          </Button>
        </div>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {find.data && <Contacts contacts={find.data} />}
      </Stack>
    </Paper>
  );
}
