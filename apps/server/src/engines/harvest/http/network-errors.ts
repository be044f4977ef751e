import { describeUrl, SourceError } from './source-error.js';

/** Plain words for the socket errors people actually meet. */
const reasons: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be resolved',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  EPIPE: 'the connection broke',
  UND_ERR_SOCKET: 'the connection broke',
  UND_ERR_CLOSED: 'the connection was closed',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another host',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate could not be verified',
};

function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in reasons) return code;
    current = (current as { cause?: unknown }).cause;
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A SourceError saying, in words, why a source could not be reached. */
export function networkError(source: string, url: string, error: unknown): SourceError {
  const code = errorCode(error);
  const reason = (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
  return new SourceError(`${source} could not be reached for ${describeUrl(url)}: ${reason}`, {
    source,
    kind: 'network',
    url,
    cause: error,
  });
}
