export { UploadFileDialog, type UploadFileDialogProps } from './UploadFileDialog';
export { fileSizeText, uploadText } from './uploadFile';
