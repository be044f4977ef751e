import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { click } from '../../../test/click';
import { OpenClusterReportForm } from './OpenClusterReportForm';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin/merge', element: <OpenClusterReportForm /> },
      { path: '/admin/cluster-report/:investigationId', element: <p>report page</p> },
    ],
    { initialEntries: ['/admin/merge'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('the way from the merge page to a cluster report', () => {
  it('asks for the investigation ID, then opens its cluster report', async () => {
    const router = renderForm();
    await click(screen.getByRole('button', { name: 'Cluster Report' }));
    expect(screen.getByText('Please fill in the investigation ID')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Investigation ID of the report'), { target: { value: ' 4a2' } });
    await click(screen.getByRole('button', { name: 'Cluster Report' }));
    expect(router.state.location.pathname).toBe('/admin/cluster-report/42');
  });
});
