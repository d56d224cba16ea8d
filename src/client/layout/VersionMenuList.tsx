import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import type { VersionEntry } from '../../shared/nav/versions';
import { MuiThemeIsland } from '../theme/MuiThemeIsland';

interface VersionMenuListProps {
  anchor: HTMLElement;
  versions: VersionEntry[];
  onClose: () => void;
}

/** The open version menu; loaded on first use. */
export function VersionMenuList({ anchor, versions, onClose }: VersionMenuListProps) {
  return (
    <MuiThemeIsland>
      <Menu
        id="version-menu"
        anchorEl={anchor}
        open
        onClose={onClose}
        slotProps={{ list: { 'aria-labelledby': 'version-menu-button', dense: true } }}
      >
        {versions.map((version) => (
          <MenuItem key={version.text} component="a" href={version.href} selected={version.current} onClick={onClose}>
            <ListItemText>{version.text}</ListItemText>
            {version.current ? (
              <ListItemIcon sx={{ minWidth: 'auto', ml: 2 }}>
                <CheckRounded fontSize="small" />
              </ListItemIcon>
            ) : null}
          </MenuItem>
        ))}
      </Menu>
    </MuiThemeIsland>
  );
}
