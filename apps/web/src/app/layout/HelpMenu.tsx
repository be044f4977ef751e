import { Anchor, Button, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AppDialog } from '../../components/dialog';
import { useAbout } from '../../features/auth';
import { headerLabel } from './headerLabels';
import { helpLinks } from './helpLinks';

/** The header's help menu (doc 1 §2): the User Guide and tutorials in a new tab, and About Quarry with the version. */
export function HelpMenu() {
  const about = useAbout();
  const [aboutOpen, setAboutOpen] = useState(false);
  const links = helpLinks(about);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" color="gray">
            {headerLabel.help}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map((link) => (
            <Menu.Item key={link.label} component="a" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Menu.Item>
          ))}
          {links.length > 0 && <Menu.Divider />}
          <Menu.Item onClick={() => setAboutOpen(true)}>{headerLabel.about}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppDialog
        opened={aboutOpen}
        onClose={() => setAboutOpen(false)}
        title={headerLabel.about}
        primaryAction={{ label: headerLabel.close, onClick: () => setAboutOpen(false) }}
      >
        <Stack gap="xs">
          <Text>{headerLabel.aboutVersion(about.version)}</Text>
          <Text>
            {headerLabel.aboutSupport} <Anchor href={`mailto:${about.supportEmail}`}>{about.supportEmail}</Anchor>
          </Text>
        </Stack>
      </AppDialog>
    </>
  );
}
