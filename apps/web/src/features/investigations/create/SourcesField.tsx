import { Checkbox, Group, Input } from '@mantine/core';
import type { DataSource } from '@quarry/contract';
import { sourceLabel } from './createFields';

interface SourcesFieldProps {
  /** The sources this type harvests (investigationTypeInfo): one checkbox each. */
  sources: readonly DataSource[];
  publications: boolean;
  webPages: boolean;
  error?: string;
  onChange: (name: 'includePublications' | 'includeWebPages', checked: boolean) => void;
}

/** The data-source checkboxes (doc 1 §2): Academic Publications and Web Pages, checked by default. */
export function SourcesField({ sources, publications, webPages, error, onChange }: SourcesFieldProps) {
  return (
    <Input.Wrapper label={sourceLabel.group} error={error}>
      <Group gap="lg" mt={6} mb={error ? 6 : 0}>
        {sources.includes('publications') && (
          <Checkbox
            label={sourceLabel.publications}
            checked={publications}
            onChange={(event) => onChange('includePublications', event.currentTarget.checked)}
          />
        )}
        {sources.includes('webPages') && (
          <Checkbox
            label={sourceLabel.webPages}
            checked={webPages}
            onChange={(event) => onChange('includeWebPages', event.currentTarget.checked)}
          />
        )}
      </Group>
    </Input.Wrapper>
  );
}
