import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../helpers/axe.js';
import { useFerreiraQuarry } from '../helpers/ferreira.js';
import { documentItem } from '../helpers/workspace.js';
import { facultyPersonWorkspace } from '../helpers/faculty.js';

const peatland = 'Peatland carbon stocks in northern Portugal';
const corkOak = 'Cork oak soils under drought';

describe('the faculty-works edition: researcher cues', () => {
  const quarry = useFerreiraQuarry('works-ferreira-journals.json');

  it('labels the researchers’ documents, cues their authors and cycles a journal’s colour', async () => {
    const { page } = quarry;
    await facultyPersonWorkspace(quarry, 'Ana Ferreira');

    const item = documentItem(page, peatland);
    await item.waitFor();
    await expect(item.getByTestId('by-researchers').textContent()).resolves.toBe('By the researchers');
    const ferreira = item.getByTestId('author-name').filter({ hasText: 'Ana Ferreira' });
    await ferreira.waitFor();
    await expect(item.getByTestId('author-cue').first().textContent()).resolves.toBe(' (compatible)');
    await expectNoSeriousViolations(page, 'the documents with researcher cues');

    // WHITELIST → NONE → BLACKLIST, starting from NONE: every document of the journal follows at once.
    const journal = (title: string) => documentItem(page, title).getByTestId('document-journal');
    await expect(journal(peatland).getAttribute('data-listing')).resolves.toBe('NONE');
    const cycle = async (expected: string, shown: string) => {
      await journal(peatland).click();
      await page.getByRole('menuitem', { name: /^Next colour: / }).click();
      for (const title of [peatland, corkOak])
        await expect.poll(() => journal(title).getAttribute('data-listing'), { timeout: 10_000 }).toBe(expected);
      await expect(journal(peatland).textContent()).resolves.toBe(shown);
    };
    await cycle('BLACKLIST', 'Soil Letters (blacklisted)');
    await cycle('WHITELIST', 'Soil Letters (whitelisted)');
    await cycle('NONE', 'Soil Letters');
    await expectNoSeriousViolations(page, 'the journal colour menu closed');
  });
});
