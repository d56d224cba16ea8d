import Drawer from '@mui/material/Drawer';
import { MuiThemeIsland } from '../theme/MuiThemeIsland';
import { NavTree } from './NavTree';

/** The navigation as a modal drawer, below the `lg` breakpoint; loaded on first open. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MuiThemeIsland>
      <Drawer
        open={open}
        onClose={onClose}
        variant="temporary"
        sx={{ display: { lg: 'none' } }}
        slotProps={{ paper: { sx: { width: 'var(--docs-nav-width)', pt: 1 } } }}
      >
        <NavTree onNavigate={onClose} />
      </Drawer>
    </MuiThemeIsland>
  );
}
