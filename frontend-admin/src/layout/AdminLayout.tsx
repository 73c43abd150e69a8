import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminNavigation } from './AdminNavigation';
import { LanguageSwitcher } from './LanguageSwitcher';

const drawerWidth = 260;

/** App bar, side navigation (permanent from md up, a temporary drawer below) and the current section. */
export function AdminLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar position="fixed" sx={{ zIndex: (muiTheme) => muiTheme.zIndex.drawer + 1 }}>
        <Toolbar>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('appBar.openNavigation')}
              onClick={() => setDrawerOpen(true)}
              sx={{ mr: 2 }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
            {t('appBar.title')}
          </Typography>
          {/* The shell's user menu floats over the right end of this bar (frontend-shell/src/top-bar/TopBar.tsx). */}
          <Box sx={{ mr: { xs: 8, sm: 26 } }}>
            <LanguageSwitcher />
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || drawerOpen}
        onClose={closeDrawer}
        sx={{
          width: wide ? drawerWidth : undefined,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <AdminNavigation onNavigate={wide ? undefined : closeDrawer} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, maxWidth: 1400 }}>
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
