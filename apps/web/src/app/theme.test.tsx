import { Menu, MantineProvider, Notification } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overlaysSelector, theme, themeLabels } from './theme';

describe('the theme keeps screens accessible', () => {
  it('names the close button of a notification (axe: button-name)', () => {
    render(
      <MantineProvider env="test" theme={theme}>
        <Notification>Harvest started</Notification>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: themeLabels.closeNotification })).toBeTruthy();
  });

  it('writes the text of a notification under its title in the readable dimmed grey, not gray.6', () => {
    render(
      <MantineProvider env="test" theme={theme}>
        <Notification title="Harvest started">Searching OpenAlex</Notification>
      </MantineProvider>,
    );
    expect(screen.getByText('Searching OpenAlex').style.color).toBe('var(--mantine-color-dimmed)');
  });

  it('opens menus inside the overlays landmark, not loose in the body (axe: region)', async () => {
    // Without env="test": that env renders portals in place.
    render(
      <MantineProvider theme={theme}>
        <Menu opened>
          <Menu.Target>
            <button type="button">Export</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Excel</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </MantineProvider>,
    );
    const item = await screen.findByRole('menuitem', { name: 'Excel' });
    expect(item.closest(overlaysSelector)).not.toBeNull();
  });
});
