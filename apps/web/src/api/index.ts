export { ApiError, isAbortError, isApiError } from './ApiError';
export { configureApi, type ApiHooks } from './apiHooks';
export { callApi, type CallOptions } from './callApi';
export { callUpload, type ResponseParser, type UploadOptions } from './callUpload';
export { clientId } from './clientId';
export type { FailureOptions } from './failureRoute';
export { quietFailure } from './quietFailure';
export { callBlob, callDownload, callExport, getDownload, saveBlob, saveResponseFile } from './callDownload';
