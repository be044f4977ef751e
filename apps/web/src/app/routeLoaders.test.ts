import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectToTopicInvestigation } from './routeLoaders';

describe('route loaders', () => {
  it('redirects /investigations/{id} to the topic investigation, keeping the filter in its address', () => {
    const at = (url: string, id: string) =>
      redirectToTopicInvestigation({ params: { id }, request: new Request(url) } as unknown as LoaderFunctionArgs);
    expect(at('http://quarry.test/investigations/5?q=soil&show=Unread', '5').headers.get('Location')).toBe(
      '/investigations/topic/5?q=soil&show=Unread',
    );
    expect(at('http://quarry.test/investigations/5', '5').headers.get('Location')).toBe('/investigations/topic/5');
  });
});
