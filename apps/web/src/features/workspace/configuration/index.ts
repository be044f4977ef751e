/** The Investigation Configuration dialog (doc 2 §2, §4–§6) and the button that opens it. */
export { ConfigurationButton } from './ConfigurationButton';
export { ConfigurationDialog } from './ConfigurationDialog';
