import { describe, expect, it } from 'vitest';
import { helpLinks } from './helpLinks';

const none = { userGuideUrl: '', videoTutorialsUrl: '', hebrewTutorialsUrl: '', showHebrewTutorials: false };

describe('helpLinks', () => {
  it('offers every link the server has an address for, in the order of the spec', () => {
    const links = helpLinks({
      userGuideUrl: 'https://g.example/guide',
      videoTutorialsUrl: 'https://v.example/videos',
      hebrewTutorialsUrl: 'https://v.example/he',
      showHebrewTutorials: true,
    });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['User Guide', 'https://g.example/guide'],
      ['Video Tutorials', 'https://v.example/videos'],
      ['Hebrew Tutorials', 'https://v.example/he'],
    ]);
  });

  it('offers the Hebrew tutorials only with showHebrewTutorials', () => {
    expect(helpLinks({ ...none, hebrewTutorialsUrl: 'https://v.example/he' })).toEqual([]);
  });

  it('leaves out a link with no address rather than showing it dead', () => {
    expect(helpLinks({ ...none, videoTutorialsUrl: 'https://v.example/videos' }).map((link) => link.label)).toEqual([
      'Video Tutorials',
    ]);
    expect(helpLinks(none)).toEqual([]);
  });
});
