/** The investigation workspace (doc 2): the documents pane, the filters and tops pane, labels and live updates. */
export { InvestigationWorkspace } from './InvestigationWorkspace';
