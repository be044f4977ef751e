import { createContext, useContext } from 'react';

/** The label dialogs of doc 2 §2: Add Label to All Documents, Rename Label, and delete with confirmation. */
export type LabelDialog = { kind: 'addToAll' } | { kind: 'rename'; label: string } | { kind: 'delete'; label: string };

export const LabelDialogContext = createContext<(dialog: LabelDialog) => void>(() => undefined);

/** Opens one of the label dialogs. */
export const useOpenLabelDialog = () => useContext(LabelDialogContext);
