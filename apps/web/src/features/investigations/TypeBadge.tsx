import { Badge } from '@mantine/core';
import { investigationTypeInfo, type InvestigationType } from '@quarry/contract';

/** The coloured badge of an investigation type (doc 1 §2). */
export function TypeBadge({ type, size = 'sm' }: { type: InvestigationType; size?: 'sm' | 'md' | 'lg' }) {
  const info = investigationTypeInfo[type];
  return (
    <Badge color={info.color} variant="light" size={size} radius="sm" style={{ textTransform: 'none' }}>
      {info.label}
    </Badge>
  );
}
