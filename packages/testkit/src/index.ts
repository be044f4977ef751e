export { freePort } from './free-port.js';
export { type CapturedMail, type MailCapture, startMailCapture } from './mail-capture.js';
export { linkIn } from './mail-links.js';
export { builtServerMain, type QuarryServer, repoRoot, startQuarryServer } from './quarry-server.js';
export {
  type RecordedRequest,
  type SourceReply,
  type SourceRoute,
  type SourceServer,
  type SourceServerOptions,
  startSourceServer,
} from './source-server.js';
