import { quarryVersion } from '../../../version.js';

/** Names Quarry and how to reach whoever runs it, as OpenAlex, Crossref and arXiv ask of polite clients. */
export function quarryUserAgent(mailto?: string): string {
  const contact = mailto ? `; mailto:${mailto}` : '';
  return `Quarry/${quarryVersion} (research-intelligence harvester${contact})`;
}
