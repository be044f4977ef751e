import { Badge } from '@mantine/core';
import { investigationKindInfo, type InvestigationKind } from '@quarry/contract';

/** Never cut to 'Rea…': the badge keeps its text's width in a narrow table cell or a crowded row. */
const unclipped = { textTransform: 'none', flexShrink: 0, minWidth: 'max-content' } as const;

/** The coloured badge of an investigation's kind (doc 1 §2): Academic Research Group, not its family's Person. */
export function TypeBadge({ kind, size = 'sm' }: { kind: InvestigationKind; size?: 'sm' | 'md' | 'lg' }) {
  const info = investigationKindInfo[kind];
  return (
    <Badge color={info.color} variant="light" size={size} radius="sm" style={unclipped}>
      {info.label}
    </Badge>
  );
}
