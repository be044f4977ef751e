import { describe, expect, it } from 'vitest';
import { findEmails } from './emails.js';

describe('e-mail addresses', () => {
  it.each([
    ['Contact jane.doe@example.org or J.Smith@Uni-Berlin.DE.', ['jane.doe@example.org', 'j.smith@uni-berlin.de']],
    ['write to jane [at] example [dot] org', ['jane@example.org']],
    ['john (at) cs.example.edu', ['john@cs.example.edu']],
    ['Nina at example [dot] org', ['nina@example.org']],
    ['twice: a@example.org, A@example.org', ['a@example.org']],
    ['meet at noon (at) the cafe', []],
    ['logo@2x.png and x@y', []],
    ['no address here at all', []],
  ])('%s', (text, emails) => {
    expect(findEmails(text)).toEqual(emails);
  });
});
