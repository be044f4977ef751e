import { serverText } from '@quarry/contract';

/** An error whose status and plain-text body go to the client as they are (doc 1 §8's texts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(body);
  }
}

export const badRequest = (body: string) => new HttpError(400, body);
export const unauthorized = (body: string = serverText.signInRequired) => new HttpError(401, body);
export const forbidden = (body: string = serverText.forbidden) => new HttpError(403, body);
export const notFound = (body: string = serverText.notFound) => new HttpError(404, body);
export const tooManyRequests = (body: string = serverText.tooManyAttempts) => new HttpError(429, body);
