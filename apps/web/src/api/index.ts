export { ApiError, isAbortError, isApiError } from './ApiError';
export { configureApi, type ApiHooks } from './apiHooks';
export { callApi, type CallOptions } from './callApi';
export { clientId } from './clientId';
