import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import { usePageContext, useTranslate } from './PageContext';

/** Lists this version and the older majors; each entry keeps the reader's page where it can. */
export function VersionMenu() {
  const { productIdentifier } = usePageContext();
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = productIdentifier.versions.find((version) => version.current);

  return (
    <>
      <Button
        id="version-menu-button"
        size="small"
        variant="outlined"
        color="primary"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'version-menu' : undefined}
        aria-label={`${t('versions')}: ${current?.text ?? ''}`}
        endIcon={<KeyboardArrowDownRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 2, py: 0, minHeight: 28, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}
      >
        {current?.text}
      </Button>
      <Menu
        id="version-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'version-menu-button', dense: true } }}
      >
        {productIdentifier.versions.map((version) => (
          <MenuItem
            key={version.text}
            component="a"
            href={version.href}
            selected={version.current}
            onClick={() => setAnchor(null)}
          >
            <ListItemText>{version.text}</ListItemText>
            {version.current ? (
              <ListItemIcon sx={{ minWidth: 'auto', ml: 2 }}>
                <CheckRounded fontSize="small" />
              </ListItemIcon>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
