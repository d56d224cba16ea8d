import Drawer from '@mui/material/Drawer';
import { NAV_WIDTH, NavTree } from './NavDrawer';

/** The navigation as a modal drawer, below the `lg` breakpoint; loaded on first open. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      variant="temporary"
      sx={{ display: { lg: 'none' } }}
      slotProps={{ paper: { sx: { width: NAV_WIDTH, pt: 1 } } }}
    >
      <NavTree onNavigate={onClose} />
    </Drawer>
  );
}
