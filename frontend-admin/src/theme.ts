import { createTheme } from '@mui/material';

export const adminTheme = createTheme({
  palette: {
    primary: { main: '#1a56db' },
    background: { default: '#f8fafc' },
  },
  shape: { borderRadius: 8 },
  typography: {
    h4: { fontSize: '1.75rem', fontWeight: 600 },
    h5: { fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { head: { color: '#475569', backgroundColor: '#f8fafc' } } },
  },
});
