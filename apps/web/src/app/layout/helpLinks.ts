import type { About } from '@quarry/contract';
import { headerLabel } from './headerLabels';

export interface HelpLink {
  label: string;
  href: string;
}

/**
 * The help menu's links (doc 1 §2): the User Guide, the video tutorials, the Hebrew tutorials when showHebrewTutorials
 * is on; a link the server has no address for is left out rather than shown dead.
 */
export function helpLinks(
  about: Pick<About, 'userGuideUrl' | 'videoTutorialsUrl' | 'hebrewTutorialsUrl' | 'showHebrewTutorials'>,
): HelpLink[] {
  const links: HelpLink[] = [
    { label: headerLabel.userGuide, href: about.userGuideUrl },
    { label: headerLabel.videoTutorials, href: about.videoTutorialsUrl },
    { label: headerLabel.hebrewTutorials, href: about.showHebrewTutorials ? about.hebrewTutorialsUrl : '' },
  ];
  return links.filter((link) => link.href !== '');
}
